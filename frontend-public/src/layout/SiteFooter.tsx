import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';

const LINKS = [
  { to: '/my-tracking-list', labelKey: 'footer.myList' },
  { to: '/find-carrier-by-tracking-number', labelKey: 'footer.findCarrier' },
  { to: '/couriers', labelKey: 'footer.couriers' },
  { to: '/shipping-companies', labelKey: 'footer.shippingCompanies' },
  { to: '/list-of-national-postal-services', labelKey: 'footer.postalServices' },
  { to: '/shops', labelKey: 'footer.shops' },
  { to: '/shipping-time-calculator', labelKey: 'footer.shippingTime' },
  { to: '/t/help-center', labelKey: 'footer.help' },
  { to: '/t/article', labelKey: 'footer.articles' },
  { to: '/contacts', labelKey: 'footer.contacts' },
  { to: '/auth', labelKey: 'footer.staff' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="pp-footer">
      <div className="pp-container">
        <nav aria-label={t('footer.label')}>
          <ul className="pp-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="pp-footer__note">{t('layout.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
