import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { EmptyState } from '../components/EmptyState';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { loadCountries, localCountryName, type Country } from '../directory/countries-api';
import { countryCarriersPath, POPULAR_COUNTRIES } from '../directory/country-pages';
import { PageTitle } from '../layout/PageTitle';
import { useLanguage } from '../i18n/use-language';

/** /shipping-companies: the couriers by country; every country links to its list. */
export default function ShippingCompaniesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, retry } = useRemoteData('/api/stats/countries', () => loadCountries(language));
  const [filter, setFilter] = useState('');
  const filterId = useId();

  return (
    <>
      <PageTitle title={t('shippingCompanies.title')}>
        <p className="pp-lead">{t('shippingCompanies.lead')}</p>
      </PageTitle>
      <nav className="pp-card" aria-labelledby="pp-popular-countries">
        <h2 id="pp-popular-countries" className="pp-card__title">
          {t('shippingCompanies.popular')}
        </h2>
        <ul className="pp-chip-list">
          {POPULAR_COUNTRIES.map((iso) => (
            <li key={iso}>
              <Link className="pp-tag pp-tag--link" to={countryCarriersPath(iso)}>
                {localCountryName(language, iso, iso)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="pp-card" aria-labelledby="pp-all-countries">
        <h2 id="pp-all-countries" className="pp-card__title">
          {t('shippingCompanies.allCountries')}
        </h2>
        <div className="pp-field pp-country-filter">
          <label className="pp-field-label" htmlFor={filterId}>
            {t('shippingCompanies.filterLabel')}
          </label>
          <input
            id={filterId}
            className="pp-input"
            type="search"
            value={filter}
            autoComplete="off"
            placeholder={t('shippingCompanies.filterPlaceholder')}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <RemoteContent state={state} retry={retry} errorText={t('shippingCompanies.loadError')}>
          {(countries) => <CountryIndex countries={countries} filter={filter} />}
        </RemoteContent>
      </section>
    </>
  );
}

interface CountryIndexProps {
  countries: readonly Country[];
  filter: string;
}

/** Countries grouped by their first letter, narrowed by the filter (name or ISO code). */
function CountryIndex({ countries, filter }: CountryIndexProps) {
  const { t } = useTranslation();
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? countries.filter(
        (country) => country.name.toLocaleLowerCase().includes(needle) || country.iso.toLowerCase() === needle,
      )
    : countries;
  if (shown.length === 0) return <EmptyState title={t('shippingCompanies.noMatch')} />;
  const groups = new Map<string, Country[]>();
  for (const country of shown) {
    const letter = country.name.normalize('NFD').charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), country]);
  }
  return (
    <div className="pp-country-index" data-testid="country-index">
      {[...groups].map(([letter, group]) => (
        <section key={letter} className="pp-country-index__group" aria-label={letter}>
          <h3 className="pp-country-index__letter" aria-hidden="true">
            {letter}
          </h3>
          <ul>
            {group.map((country) => (
              <li key={country.iso}>
                <Link to={countryCarriersPath(country.iso)}>{country.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
