import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { EmptyState } from '../components/EmptyState';
import { CarrierDirectoryList } from '../directory/CarrierDirectoryList';
import { PageTitle } from '../layout/PageTitle';

/** How long the search waits after the last key before it asks (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;

/** /couriers: every courier, searchable by name, optionally only those that ship internationally; 20 a page. */
export default function CouriersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get('q') ?? '';
  const internationalOnly = searchParams.get('international') === '1';
  const [typed, setTyped] = useState(name);
  // Shown checked at once; the list follows the URL, which the change updates.
  const [international, setInternational] = useState(internationalOnly);
  /** The search this page last put in the URL; any other change of it came from outside (back, a link). */
  const appliedName = useRef(name);
  const searchId = useId();
  const internationalId = useId();

  /** Changes the filters in the URL (so they survive a reload and can be shared), back to page 1. */
  function applyFilters(next: { q?: string; international?: boolean }) {
    const params = new URLSearchParams(searchParams);
    const q = (next.q ?? name).trim();
    appliedName.current = q;
    if (q) params.set('q', q);
    else params.delete('q');
    if (next.international ?? internationalOnly) params.set('international', '1');
    else params.delete('international');
    params.delete('page');
    setSearchParams(params, { replace: true });
  }

  const searchTyped = useEffectEvent((text: string) => {
    if (text.trim() !== name) applyFilters({ q: text });
  });
  useEffect(() => {
    const timer = setTimeout(() => searchTyped(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (name === appliedName.current) return;
    appliedName.current = name;
    setTyped(name);
  }, [name]);

  useEffect(() => setInternational(internationalOnly), [internationalOnly]);

  return (
    <>
      <PageTitle title={t('couriers.title')}>
        <p className="pp-lead">{t('couriers.lead')}</p>
      </PageTitle>
      <form
        className="pp-card pp-filters"
        role="search"
        aria-label={t('couriers.filtersLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          applyFilters({ q: typed });
        }}
      >
        <div className="pp-filters__search">
          <label className="pp-field-label" htmlFor={searchId}>
            {t('couriers.searchLabel')}
          </label>
          <input
            id={searchId}
            className="pp-input"
            type="search"
            value={typed}
            placeholder={t('couriers.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="pp-checkbox">
          <input
            id={internationalId}
            type="checkbox"
            checked={international}
            onChange={(event) => {
              setInternational(event.target.checked);
              applyFilters({ q: typed, international: event.target.checked });
            }}
          />
          <label htmlFor={internationalId}>{t('couriers.internationalOnly')}</label>
        </div>
      </form>
      <CarrierDirectoryList
        query={{ name, internationalOnly }}
        empty={
          <EmptyState title={t('couriers.noMatch')}>
            <p>{t('couriers.noMatchText')}</p>
            <Link className="pp-button pp-button--secondary" to="/couriers" replace>
              {t('couriers.clearFilters')}
            </Link>
          </EmptyState>
        }
      />
      <p className="pp-see-also">
        {t('couriers.seeAlso')} <Link to="/shipping-companies">{t('couriers.byCountry')}</Link> ·{' '}
        <Link to="/list-of-national-postal-services">{t('couriers.postalServices')}</Link> ·{' '}
        <Link to="/find-carrier-by-tracking-number">{t('couriers.findByNumber')}</Link>
      </p>
    </>
  );
}
