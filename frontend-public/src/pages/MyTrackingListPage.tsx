import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { Pagination, pageCount } from '../components/Pagination';
import { usePageParam } from '../components/use-page-param';
import { PageTitle } from '../layout/PageTitle';
import { clearSavedCodes, MAX_SAVED_CODES, removeSavedCode } from '../tracking/saved-codes';
import { SavedCodeNameForm } from '../tracking/SavedCodeNameForm';
import { TrackingCard } from '../tracking/TrackingCard';
import { useSavedCodes } from '../tracking/use-saved-codes';

const PAGE_SIZE = 10;

/** /my-tracking-list: every saved number with re-track, rename and remove; clear all. */
export default function MyTrackingListPage() {
  const { t } = useTranslation();
  const saved = useSavedCodes();
  const page = Math.min(usePageParam(), pageCount(saved.length, PAGE_SIZE));
  const [confirmingClear, setConfirmingClear] = useState(false);
  const shown = saved.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <PageTitle title={t('myList.title')}>
        <p className="pp-muted">{t('myList.intro', { max: MAX_SAVED_CODES })}</p>
      </PageTitle>
      {saved.length === 0 ? (
        <div className="pp-empty" data-testid="my-list-empty">
          <p className="pp-empty__title">{t('myList.emptyTitle')}</p>
          <p>{t('myList.emptyText')}</p>
          <Link className="pp-button" to="/">
            {t('myList.emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          <div className="pp-toolbar">
            <p className="pp-toolbar__count" data-testid="my-list-count">
              {t('myList.count', { count: saved.length })}
            </p>
            {confirmingClear ? (
              <div className="pp-confirm" role="group" aria-label={t('myList.clearConfirm')}>
                <span>{t('myList.clearConfirm')}</span>
                <button
                  type="button"
                  className="pp-button pp-button--danger"
                  onClick={() => {
                    clearSavedCodes();
                    setConfirmingClear(false);
                  }}
                >
                  {t('myList.clearYes')}
                </button>
                <button
                  type="button"
                  className="pp-button pp-button--secondary"
                  onClick={() => setConfirmingClear(false)}
                >
                  {t('common.cancel')}
                </button>
              </div>
            ) : (
              <button type="button" className="pp-button pp-button--secondary" onClick={() => setConfirmingClear(true)}>
                {t('myList.clearAll')}
              </button>
            )}
          </div>
          <ul className="pp-card-list" data-testid="my-list">
            {shown.map((entry) => (
              <li key={entry.code}>
                <TrackingCard
                  code={entry.code}
                  name={entry.name}
                  status={entry.status}
                  carriers={entry.carriers}
                  actions={
                    <button
                      type="button"
                      className="pp-link-button pp-link-button--danger"
                      aria-label={t('myList.removeCode', { code: entry.code })}
                      onClick={() => removeSavedCode(entry.code)}
                    >
                      {t('myList.remove')}
                    </button>
                  }
                >
                  <SavedCodeNameForm key={entry.name} entry={entry} />
                </TrackingCard>
              </li>
            ))}
          </ul>
          <Pagination total={saved.length} page={page} limit={PAGE_SIZE} />
        </>
      )}
    </>
  );
}
