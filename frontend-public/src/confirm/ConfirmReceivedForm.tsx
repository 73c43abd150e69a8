import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { BrowserForm } from '../components/BrowserForm';
import { useLanguage } from '../i18n/use-language';
import { formatDate } from '../tracking/format-date';
import { confirmReceived, type ConfirmOutcome } from './confirm-api';

/** YYYY-MM-DD of a date in the browser's time zone (the visitor's "today"). */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type FieldProblem = 'empty' | 'future' | 'early';

export interface ConfirmReceivedFormProps {
  code: string;
  /** The first event's time (Unix seconds), when events are stored: the date cannot be before its day. */
  firstEventSeconds?: number;
}

/**
 * "I received it" on the result page of a number the site cannot follow itself (issue 22 point 5): a date (today by
 * default, not in the future, not before the first scan), one per number and browser; pressing again updates it.
 */
export function ConfirmReceivedForm({ code, firstEventSeconds }: ConfirmReceivedFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ConfirmOutcome | { status: FieldProblem } | null>(null);
  const earliest = firstEventSeconds === undefined ? undefined : localDay(new Date(firstEventSeconds * 1000));

  function start() {
    setDate(localDay(new Date()));
    setOutcome(null);
    setOpen(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem: FieldProblem | null = !date
      ? 'empty'
      : date > localDay(new Date())
        ? 'future'
        : earliest && date < earliest
          ? 'early'
          : null;
    if (problem) return setOutcome({ status: problem });
    setSending(true);
    const result = await confirmReceived(code, date);
    setSending(false);
    setOutcome(result);
    if (result.status === 'done') setOpen(false);
  }

  const fieldProblem =
    outcome?.status === 'empty' || outcome?.status === 'future' || outcome?.status === 'early' ? outcome.status : null;
  const done = outcome?.status === 'done' ? outcome : null;
  return (
    <section className="pp-card pp-follow" aria-labelledby={`${id}-title`} data-testid="confirm-received">
      <h2 id={`${id}-title`} className="pp-follow__title">
        {t('confirmReceived.title')}
      </h2>
      {done && (
        <div className="pp-notice pp-notice--success" role="status" data-testid="confirm-received-done">
          <p className="pp-notice__title">{t('confirmReceived.doneTitle')}</p>
          <p>
            {t('confirmReceived.doneText', {
              date: formatDate(new Date(`${done.deliveredOn}T12:00:00`), language),
            })}
          </p>
        </div>
      )}
      {!open ? (
        <>
          {!done && <p className="pp-muted">{t('confirmReceived.lead')}</p>}
          <button type="button" className={done ? 'pp-link-button' : 'pp-button'} onClick={start}>
            {t(done ? 'confirmReceived.change' : 'confirmReceived.open')}
          </button>
        </>
      ) : (
        <BrowserForm className="pp-follow__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <label className="pp-field-label" htmlFor={`${id}-date`}>
            {t('confirmReceived.date')}
          </label>
          <div className="pp-follow__row">
            <input
              id={`${id}-date`}
              className="pp-input"
              type="date"
              name="deliveredOn"
              value={date}
              max={localDay(new Date())}
              min={earliest}
              aria-invalid={fieldProblem !== null}
              aria-describedby={fieldProblem ? `${id}-error` : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
            <button type="submit" className="pp-button" disabled={sending}>
              {t('confirmReceived.submit')}
            </button>
            <button type="button" className="pp-link-button" onClick={() => setOpen(false)}>
              {t('confirmReceived.cancel')}
            </button>
          </div>
          {fieldProblem && (
            <p id={`${id}-error`} className="pp-field-error" data-testid="confirm-received-error">
              {t(`confirmReceived.errors.${fieldProblem}`, {
                date: earliest ? formatDate(new Date(`${earliest}T12:00:00`), language) : '',
              })}
            </p>
          )}
          {outcome && !fieldProblem && outcome.status !== 'done' && (
            <p className="pp-notice pp-notice--error" role="alert" data-testid="confirm-received-error">
              {t(`confirmReceived.errors.${outcome.status}`)}
            </p>
          )}
          <p className="pp-muted pp-follow__privacy">{t('confirmReceived.privacy')}</p>
        </BrowserForm>
      )}
    </section>
  );
}
