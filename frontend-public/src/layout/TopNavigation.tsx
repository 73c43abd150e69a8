import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { NavLink } from '../i18n/LocalizedLinks';

const LINKS = [
  { to: '/couriers/usps', labelKey: 'nav.usps' },
  { to: '/couriers/ups', labelKey: 'nav.ups' },
  { to: '/couriers/fedex', labelKey: 'nav.fedex' },
  { to: '/couriers/dhl', labelKey: 'nav.dhl' },
  { to: '/couriers', labelKey: 'nav.couriers', end: true },
  { to: '/shipping-time-calculator', labelKey: 'nav.shippingTime' },
  { to: '/t/help-center', labelKey: 'nav.help' },
] as const;

/** The top navigation: a row of links on wide screens, a disclosure dropdown behind a Menu button on small ones. */
export function TopNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <nav className={open ? 'pp-nav pp-nav--open' : 'pp-nav'} aria-label={t('nav.label')} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="pp-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('nav.menu')}
      </button>
      <ul id={listId} className="pp-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="pp-nav__link" to={link.to} end={'end' in link}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
