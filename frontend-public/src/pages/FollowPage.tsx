import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSearchParams } from 'react-router';
import {
  addressFollows,
  confirmFollow,
  removeAddressFollows,
  unsubscribeFollow,
  type TokenOutcome,
} from '../follow/follow-api';
import { Link } from '../i18n/LocalizedLinks';
import { PageTitle } from '../layout/PageTitle';
import { trackingPath } from '../tracking/tracking-code';

export type FollowAction = 'confirm' | 'unsubscribe' | 'manage';

/**
 * The pages the links of follow mails open (issue 23): /follow/confirm confirms at once (in the browser, so a mail
 * scanner that only fetches the link confirms nothing); /follow/unsubscribe and /follow/manage act on a button.
 */
export default function FollowPage({ action }: { action: FollowAction }) {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <div className="pp-follow-page">
      <PageTitle title={t(`follow.${action}.title`)} />
      <div className="pp-card">
        {action === 'confirm' && <Confirm token={token} />}
        {action === 'unsubscribe' && <Unsubscribe token={token} />}
        {action === 'manage' && <Manage token={token} />}
      </div>
    </div>
  );
}

function Expired<T>({ outcome }: { outcome: TokenOutcome<T> }) {
  const { t } = useTranslation();
  return (
    <div className="pp-notice pp-notice--error" role="alert" data-testid="follow-link-error">
      <p>{t(outcome.status === 'expired' ? 'follow.expired' : 'follow.failed')}</p>
    </div>
  );
}

function Confirm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Awaited<ReturnType<typeof confirmFollow>>>();
  useEffect(() => {
    void confirmFollow(token).then(setOutcome);
  }, [token]);
  if (!outcome) return <p className="pp-muted">{t('common.loading')}</p>;
  if (outcome.status !== 'done') return <Expired outcome={outcome} />;
  return (
    <div className="pp-notice pp-notice--success" data-testid="follow-confirmed">
      <p className="pp-notice__title">{t('follow.confirm.done', { number: outcome.data.number })}</p>
      <p>
        <Link to={trackingPath(outcome.data.number)}>{t('follow.confirm.back')}</Link>
      </p>
    </div>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Awaited<ReturnType<typeof unsubscribeFollow>>>();
  const [busy, setBusy] = useState(false);
  if (outcome?.status === 'done')
    return (
      <p className="pp-notice pp-notice--success" data-testid="follow-unsubscribed">
        {t('follow.unsubscribe.done')}
      </p>
    );
  return (
    <>
      {outcome && <Expired outcome={outcome} />}
      <p>{t('follow.unsubscribe.lead')}</p>
      <button
        type="button"
        className="pp-button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void unsubscribeFollow(token).then((next) => {
            setOutcome(next);
            setBusy(false);
          });
        }}
      >
        {t('follow.unsubscribe.button')}
      </button>
    </>
  );
}

function Manage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [list, setList] = useState<Awaited<ReturnType<typeof addressFollows>>>();
  const [removed, setRemoved] = useState<Awaited<ReturnType<typeof removeAddressFollows>>>();
  useEffect(() => {
    void addressFollows(token).then(setList);
  }, [token]);
  if (removed?.status === 'done')
    return (
      <p className="pp-notice pp-notice--success" data-testid="follow-removed">
        {t('follow.manage.done', { count: removed.data.removed })}
      </p>
    );
  if (!list) return <p className="pp-muted">{t('common.loading')}</p>;
  if (list.status !== 'done') return <Expired outcome={list} />;
  if (list.data.follows.length === 0) return <p>{t('follow.manage.none')}</p>;
  return (
    <>
      {removed && <Expired outcome={removed} />}
      <p>{t('follow.manage.lead')}</p>
      <ul data-testid="follow-list">
        {list.data.follows.map((follow) => (
          <li key={follow.number}>
            <Link to={trackingPath(follow.number)}>{follow.number}</Link>
            {follow.status === 'pending' && <span className="pp-muted"> ({t('follow.manage.pending')})</span>}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pp-button pp-button--danger"
        onClick={() => void removeAddressFollows(token).then(setRemoved)}
      >
        {t('follow.manage.button')}
      </button>
    </>
  );
}
