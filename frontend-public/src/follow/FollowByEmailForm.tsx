import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { BrowserForm } from '../components/BrowserForm';
import { useLanguage } from '../i18n/use-language';
import { followByEmail, followFeatureEnabled, type FollowOutcome } from './follow-api';

/** A standard e-mail address: something@domain.tld, without spaces (the API checks it fully). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "E-mail me when this changes" on a result page (issue 23): an address, then a confirmation mail (double opt-in).
 * Shown once the browser knows the feature is on (the back-office can turn it off).
 */
export function FollowByEmailForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [enabled, setEnabled] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FollowOutcome | { status: 'empty' } | null>(null);

  useEffect(() => {
    let live = true;
    void followFeatureEnabled().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);

  if (!enabled) return null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!EMAIL.test(address)) return setOutcome({ status: address ? 'invalid-email' : 'empty' });
    setSending(true);
    setOutcome(await followByEmail(code, address, language));
    setSending(false);
  }

  const fieldError = outcome?.status === 'invalid-email' || outcome?.status === 'empty';
  return (
    <section className="pp-card pp-follow" aria-labelledby={`${id}-title`} data-testid="follow-form">
      <h2 id={`${id}-title`} className="pp-follow__title">
        {t('follow.title')}
      </h2>
      {outcome?.status === 'sent' ? (
        <div className="pp-notice pp-notice--success" role="status" data-testid="follow-sent">
          <p className="pp-notice__title">{t('follow.sentTitle')}</p>
          <p>{t('follow.sentText', { email: email.trim() })}</p>
        </div>
      ) : (
        <BrowserForm className="pp-follow__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <p className="pp-muted">{t('follow.lead')}</p>
          <label className="pp-field-label" htmlFor={`${id}-email`}>
            {t('follow.email')}
          </label>
          <div className="pp-follow__row">
            <input
              id={`${id}-email`}
              className="pp-input"
              type="email"
              name="email"
              autoComplete="email"
              maxLength={320}
              value={email}
              aria-invalid={fieldError}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="pp-button" disabled={sending}>
              {t('follow.submit')}
            </button>
          </div>
          {fieldError && (
            <p id={`${id}-error`} className="pp-field-error" data-testid="follow-error">
              {t(outcome.status === 'empty' ? 'follow.errors.empty' : 'follow.errors.format')}
            </p>
          )}
          {outcome && !fieldError && (
            <p className="pp-notice pp-notice--error" role="alert" data-testid="follow-error">
              {t(`follow.errors.${outcome.status}`)}
            </p>
          )}
          <p className="pp-muted pp-follow__privacy">{t('follow.privacy')}</p>
        </BrowserForm>
      )}
    </section>
  );
}
