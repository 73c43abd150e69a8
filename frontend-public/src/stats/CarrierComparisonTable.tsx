import { Fragment, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { formatCount, formatDays, formatShare, withinWeekShare } from './route-figures';
import { carrierRoutePath } from './shipping-time-paths';
import type { RouteStat } from './stats-api';
import { useLanguage } from '../i18n/use-language';

export interface CarrierComparisonTableProps {
  carriers: readonly RouteStat[];
  /** Carrier names by code; a carrier missing here shows its code. */
  names: ReadonlyMap<string, string>;
  caption: string;
}

type SortKey = 'carrier' | 'median' | 'average' | 'p90' | 'week' | 'sample' | 'returned';
type Direction = 'ascending' | 'descending';

interface Row {
  code: string;
  name: string;
  stat: RouteStat;
  values: Record<Exclude<SortKey, 'carrier'>, number | null>;
}

const NUMERIC_COLUMNS = ['median', 'average', 'p90', 'week', 'sample', 'returned'] as const;

/** Where each column starts when first sorted: the best carrier first (fastest, most parcels, fewest returns). */
const FIRST_DIRECTION: Record<SortKey, Direction> = {
  carrier: 'ascending',
  median: 'ascending',
  average: 'ascending',
  p90: 'ascending',
  week: 'descending',
  sample: 'descending',
  returned: 'ascending',
};

function rowOf(stat: RouteStat, names: ReadonlyMap<string, string>): Row {
  const code = stat._id.carrier ?? '';
  return {
    code,
    name: names.get(code) ?? code,
    stat,
    values: {
      median: stat.median,
      average: stat.avg_delivery_time,
      p90: stat.p90,
      week: withinWeekShare(stat),
      sample: stat.sample_size,
      returned: stat.enough_data ? stat.returned_or_failed_share : null,
    },
  };
}

function compareRows(a: Row, b: Row, key: SortKey, direction: Direction): number {
  const sign = direction === 'ascending' ? 1 : -1;
  if (key === 'carrier') return sign * a.name.localeCompare(b.name);
  const left = a.values[key];
  const right = b.values[key];
  // Carriers without figures go last whichever the direction.
  if (left === null || right === null) return left === right ? a.name.localeCompare(b.name) : left === null ? 1 : -1;
  return sign * (left - right) || a.name.localeCompare(b.name);
}

/** Every carrier on a route side by side; each column sorts (click its heading again to reverse). */
export function CarrierComparisonTable({ carriers, names, caption }: CarrierComparisonTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'median', direction: 'ascending' });
  const rows = carriers.map((stat) => rowOf(stat, names)).sort((a, b) => compareRows(a, b, sort.key, sort.direction));

  function heading(key: SortKey) {
    const active = sort.key === key;
    const next: Direction = active
      ? sort.direction === 'ascending'
        ? 'descending'
        : 'ascending'
      : FIRST_DIRECTION[key];
    return (
      <th
        scope="col"
        aria-sort={active ? sort.direction : undefined}
        className={key === 'carrier' ? undefined : 'pp-num'}
      >
        <button type="button" className="pp-sort-button" onClick={() => setSort({ key, direction: next })}>
          {t(`routeTable.${key}`)}
          <svg className="pp-sort-button__icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            {(!active || sort.direction === 'ascending') && <path d="M6 1.5 9.5 5h-7z" fill="currentColor" />}
            {(!active || sort.direction === 'descending') && <path d="M6 10.5 2.5 7h7z" fill="currentColor" />}
          </svg>
        </button>
      </th>
    );
  }

  const days = (value: number | null) => (value === null ? '—' : formatDays(value, language));
  const cell: Record<(typeof NUMERIC_COLUMNS)[number], (row: Row) => string> = {
    median: (row) => days(row.values.median),
    average: (row) => days(row.values.average),
    p90: (row) => days(row.values.p90),
    week: (row) => (row.values.week === null ? '—' : formatShare(row.values.week, language)),
    sample: (row) => formatCount(row.stat.sample_size, language),
    returned: (row) => (row.values.returned === null ? '—' : formatShare(row.values.returned, language)),
  };

  return (
    <>
      <p className="pp-table-hint pp-muted">{t('routeTable.unit')}</p>
      <div className="pp-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="pp-data-table" data-testid="carrier-comparison">
          <caption className="pp-visually-hidden">
            {caption}. {t('routeTable.sortHint')}
          </caption>
          <thead>
            <tr>
              {heading('carrier')}
              {NUMERIC_COLUMNS.map((key) => (
                <Fragment key={key}>{heading(key)}</Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} data-testid="comparison-row">
                <th scope="row">
                  <Link to={carrierRoutePath(row.code, row.stat._id.originIso, row.stat._id.destinationIso)}>
                    {row.name}
                  </Link>
                  {!row.stat.enough_data && <span className="pp-table__note">{t('stats.notEnoughShort')}</span>}
                </th>
                {NUMERIC_COLUMNS.map((key) => (
                  <td key={key} className="pp-num">
                    {cell[key](row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
