import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { StatusBadge } from './StatusBadge';
import { trackingPath } from './tracking-code';
import { useSavedCodes } from './use-saved-codes';

/** Saved codes shown on the home page (docs/product-spec.md §9). */
const RECENT_COUNT = 3;

/** The home page's latest saved numbers and a See All link with their count. */
export function RecentSavedCodes() {
  const { t } = useTranslation();
  const saved = useSavedCodes();
  if (saved.length === 0) return null;
  return (
    <section className="pp-recent" aria-labelledby="pp-recent-title" data-testid="recent-codes">
      <div className="pp-recent__head">
        <h2 id="pp-recent-title" className="pp-recent__title">
          {t('recent.title')}
        </h2>
        <Link className="pp-recent__all" to="/my-tracking-list">
          {t('recent.seeAll', { count: saved.length })}
        </Link>
      </div>
      <ul className="pp-recent__list">
        {saved.slice(0, RECENT_COUNT).map((entry) => (
          <li key={entry.code}>
            <Link className="pp-recent__item" to={trackingPath(entry.code)}>
              <span className="pp-recent__code">
                {entry.name && <span className="pp-recent__name">{entry.name}</span>}
                {entry.code}
              </span>
              <StatusBadge status={entry.status} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
