import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import {
  contactProblems,
  sendContactMessage,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from '../contact/contact-api';
import { PageTitle } from '../layout/PageTitle';
import { BrowserForm } from '../components/BrowserForm';

const EMPTY: ContactMessage = { subject: '', message: '', userEmail: '', website: '' };
const FIELD_ORDER: readonly ContactField[] = ['subject', 'message', 'userEmail'];

type Notice = { kind: 'sent'; email: string } | { kind: 'too-many' } | { kind: 'failed'; message?: string } | null;

/** /contacts: the contact form (docs/product-spec.md §5), sent to the site's mailbox. */
export default function ContactPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const ids = {
    subject: useId(),
    message: useId(),
    userEmail: useId(),
    website: useId(),
  };
  const fields = {
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    userEmail: useRef<HTMLInputElement>(null),
  };
  const noticeRef = useRef<HTMLDivElement>(null);

  function showErrors(next: ContactFieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) fields[first].current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    const problems = contactProblems(values);
    const local: ContactFieldErrors = {};
    if (problems.subject) local.subject = t('contact.errors.subject');
    if (problems.message) local.message = t('contact.errors.message');
    if (problems.userEmail)
      local.userEmail = t(problems.userEmail === 'empty' ? 'contact.errors.emailEmpty' : 'contact.errors.emailFormat');
    if (Object.keys(local).length > 0) return showErrors(local);

    setErrors({});
    setSending(true);
    const outcome = await sendContactMessage({
      subject: values.subject.trim(),
      message: values.message.trim(),
      userEmail: values.userEmail.trim(),
      website: values.website,
    });
    setSending(false);
    switch (outcome.status) {
      case 'sent':
        setNotice({ kind: 'sent', email: values.userEmail.trim() });
        setValues(EMPTY);
        break;
      case 'invalid':
        if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors);
        else setNotice({ kind: 'failed', message: outcome.message });
        break;
      case 'too-many':
        setNotice({ kind: 'too-many' });
        break;
      case 'failed':
        setNotice({ kind: 'failed' });
        break;
    }
  }

  // The outcome is announced by its live region; moving the focus there lets keyboard users continue from it.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function update(field: keyof ContactMessage, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function errorOf(field: ContactField) {
    const error = errors[field];
    return {
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${ids[field]}-error` : undefined,
      message: error && (
        <p id={`${ids[field]}-error`} className="pp-field-error" data-testid={`contact-error-${field}`}>
          {error}
        </p>
      ),
    };
  }

  const subject = errorOf('subject');
  const message = errorOf('message');
  const email = errorOf('userEmail');

  return (
    <div className="pp-contact">
      <PageTitle title={t('contact.title')}>
        <p className="pp-lead">{t('contact.lead')}</p>
      </PageTitle>
      <div className="pp-contact__layout">
        <BrowserForm className="pp-card pp-contact__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <div ref={noticeRef} tabIndex={-1} className="pp-contact__notice" aria-live="polite">
            {notice?.kind === 'sent' && (
              <div className="pp-notice pp-notice--success" data-testid="contact-success">
                <p className="pp-notice__title">{t('contact.sentTitle')}</p>
                <p>{t('contact.sentText', { email: notice.email })}</p>
              </div>
            )}
            {notice?.kind === 'too-many' && (
              <div className="pp-notice pp-notice--error" role="alert" data-testid="contact-too-many">
                <p className="pp-notice__title">{t('contact.tooManyTitle')}</p>
                <p>{t('contact.tooManyText')}</p>
              </div>
            )}
            {notice?.kind === 'failed' && (
              <div className="pp-notice pp-notice--error" role="alert" data-testid="contact-failed">
                <p className="pp-notice__title">{t('contact.failedTitle')}</p>
                <p>{notice.message ?? t('contact.failedText')}</p>
              </div>
            )}
          </div>
          <div className="pp-field">
            <label className="pp-field-label" htmlFor={ids.subject}>
              {t('contact.subject')}
            </label>
            <input
              ref={fields.subject}
              id={ids.subject}
              className="pp-input"
              name="subject"
              maxLength={200}
              value={values.subject}
              aria-invalid={subject['aria-invalid']}
              aria-describedby={subject['aria-describedby']}
              onChange={(event) => update('subject', event.target.value)}
            />
            {subject.message}
          </div>
          <div className="pp-field">
            <label className="pp-field-label" htmlFor={ids.message}>
              {t('contact.message')}
            </label>
            <textarea
              ref={fields.message}
              id={ids.message}
              className="pp-input pp-textarea"
              name="message"
              rows={7}
              maxLength={5000}
              value={values.message}
              aria-invalid={message['aria-invalid']}
              aria-describedby={message['aria-describedby']}
              onChange={(event) => update('message', event.target.value)}
            />
            {message.message}
          </div>
          <div className="pp-field">
            <label className="pp-field-label" htmlFor={ids.userEmail}>
              {t('contact.email')}
            </label>
            <input
              ref={fields.userEmail}
              id={ids.userEmail}
              className="pp-input"
              name="userEmail"
              type="email"
              autoComplete="email"
              maxLength={320}
              value={values.userEmail}
              aria-invalid={email['aria-invalid']}
              aria-describedby={email['aria-describedby']}
              onChange={(event) => update('userEmail', event.target.value)}
            />
            {email.message}
          </div>
          {/* The honeypot: hidden from people and assistive technology, so only bots fill it in. */}
          <div className="pp-honeypot" aria-hidden="true">
            <label htmlFor={ids.website}>{t('contact.website')}</label>
            <input
              id={ids.website}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => update('website', event.target.value)}
            />
          </div>
          <button type="submit" className="pp-button pp-button--block" disabled={sending}>
            {sending ? t('contact.sending') : t('contact.send')}
          </button>
        </BrowserForm>
        <aside className="pp-card pp-contact__aside" aria-labelledby="pp-contact-before">
          <h2 id="pp-contact-before" className="pp-card__title">
            {t('contact.beforeTitle')}
          </h2>
          <p>{t('contact.beforeText')}</p>
          <ul className="pp-contact__tips">
            <li>{t('contact.tipCarrier')}</li>
            <li>{t('contact.tipOrder')}</li>
            <li>{t('contact.tipPrivacy')}</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
