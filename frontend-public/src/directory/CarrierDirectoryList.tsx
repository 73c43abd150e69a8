import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { RemoteContent } from '../components/RemoteContent';
import { usePageParam } from '../components/use-page-param';
import { LIST_PAGE_SIZE } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { CarrierCard } from './CarrierCard';
import { carrierQueryKey, listCarriers, type CarrierQuery } from './carriers-api';
import { loadCountriesNamed } from './countries-api';
import { useLanguage } from '../i18n/use-language';

export interface CarrierDirectoryListProps {
  /** The filters; the page comes from `?page=`. */
  query: Omit<CarrierQuery, 'page' | 'limit'>;
  /** What an empty list says, and offers (clear the filters). */
  empty?: ReactNode;
}

/** A paged list of couriers (20 a page) with its count: /couriers, the country pages and the postal services. */
export function CarrierDirectoryList({ query, empty }: CarrierDirectoryListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = usePageParam();
  const fullQuery: CarrierQuery = { ...query, page, limit: LIST_PAGE_SIZE };
  const { state, retry } = useRemoteData(
    carrierQueryKey(fullQuery),
    async (signal) => {
      const list = await listCarriers(fullQuery, signal);
      const codes = list.records.flatMap((carrier) => (carrier.countryIso ? [carrier.countryIso] : []));
      // Country names are a nicety of the cards: without them the list still shows.
      const countries = await loadCountriesNamed(language, codes).catch(() => []);
      return { ...list, countries };
    },
    { keepPrevious: true },
  );

  return (
    <RemoteContent state={state} retry={retry} errorText={t('directory.loadError')}>
      {({ records, total, countries }) => (
        <>
          <p className="pp-list-count" role="status" data-testid="list-count">
            {t('directory.count', { count: total })}
          </p>
          {records.length === 0 ? (
            (empty ?? <EmptyState />)
          ) : (
            <ul className="pp-card-list pp-card-list--carriers" data-testid="carrier-list">
              {records.map((carrier) => (
                <li key={carrier.code}>
                  <CarrierCard carrier={carrier} countries={countries} />
                </li>
              ))}
            </ul>
          )}
          <Pagination total={total} page={page} limit={LIST_PAGE_SIZE} />
        </>
      )}
    </RemoteContent>
  );
}
