import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { previewText } from '../components/preview-text';
import { CarrierLogo } from './CarrierLogo';
import { fallbackLang } from '../i18n/localized';
import { carrierSummary, courierPath, type PublicCarrier } from './carriers-api';
import { countryName, type Country } from './countries-api';
import { InternationalBadge } from './InternationalBadge';
import { useLanguage } from '../i18n/use-language';

export interface CarrierCardProps {
  carrier: PublicCarrier;
  countries: readonly Country[];
}

/** One courier in a directory list: logo, name, kind, country, international flag and a preview. */
export function CarrierCard({ carrier, countries }: CarrierCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = previewText(carrierSummary(carrier, language));
  return (
    <article className="pp-card pp-carrier-card" data-testid="carrier-card">
      <div className="pp-carrier-card__head">
        <CarrierLogo code={carrier.code} size={64} />
        <div className="pp-carrier-card__titles">
          <h2 className="pp-carrier-card__name">
            <Link to={courierPath(carrier.code)}>{carrier.name}</Link>
          </h2>
          <p className="pp-carrier-card__meta">
            {t(`carrierType.${carrier.type}`)}
            {carrier.countryIso ? ` · ${countryName(countries, carrier.countryIso)}` : ` · ${t('directory.global')}`}
          </p>
        </div>
      </div>
      {summary && (
        <p className="pp-carrier-card__summary" lang={fallbackLang(carrier.translations, language, 'short_content')}>
          {summary}
        </p>
      )}
      {carrier.international_service && <InternationalBadge />}
    </article>
  );
}
