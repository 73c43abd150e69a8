import { type ClipboardEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocalizedNavigate } from '../i18n/LocalizedLinks';
import { saveSearchedCodes } from './saved-codes';
import {
  batchTrackingPath,
  isShopifyOrderNumber,
  MAX_BATCH_CODES,
  splitTrackingInput,
  trackingInputProblem,
  trackingPath,
  type TrackingInputProblem,
} from './tracking-code';

export interface TrackingSearchFormProps {
  /** `hero`: the big form of the home and /track pages; `compact`: the layout's search box on other pages. */
  variant?: 'hero' | 'compact';
  /** The field's label; "Tracking number" by default (a courier page names its carrier). */
  label?: string;
  /** Text the form sent without JavaScript and the page refused: shown again in the field with its error. */
  refused?: { value: string; reason: 'tooMany' | 'empty' };
}

type SearchError = { kind: TrackingInputProblem; code?: string } | { kind: 'tooMany' };

/**
 * One tracking number opens its result page; several (new lines, commas or spaces) open the batch view. Each
 * searched number is saved at the front of the visitor's list.
 */
export function TrackingSearchForm({ variant = 'hero', label, refused }: TrackingSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const [value, setValue] = useState(refused?.value ?? '');
  const [error, setError] = useState<SearchError | null>(refused ? { kind: refused.reason } : null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the field shows, which is also what was typed before the page was hydrated (the state starts empty then).
    const typed = new FormData(event.currentTarget).get('codes');
    const codes = splitTrackingInput(typeof typed === 'string' ? typed : value);
    const [first] = codes;
    if (first === undefined) return setError({ kind: 'empty' });
    if (codes.length > MAX_BATCH_CODES) return setError({ kind: 'tooMany' });
    if (codes.length === 1) {
      const problem = trackingInputProblem(first);
      // An order number is not refused here: its page explains what it is.
      if (problem && !isShopifyOrderNumber(first)) return setError({ kind: problem });
      if (!problem) saveSearchedCodes([first]);
      setValue('');
      return void navigate(trackingPath(first));
    }
    for (const code of codes) {
      const problem = trackingInputProblem(code);
      if (problem) return setError({ kind: problem, code });
    }
    saveSearchedCodes(codes);
    setValue('');
    void navigate(batchTrackingPath(codes));
  }

  /** An input drops line breaks, so a pasted column of numbers is kept as a comma-separated list. */
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const joined = pasted
      .split(/[\r\n]+/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', ');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(value.slice(0, start) + joined + value.slice(end));
    setError(null);
  }

  const errorText = error && errorMessage(error);
  function errorMessage(searchError: SearchError): string {
    switch (searchError.kind) {
      case 'tooMany':
        return t('search.errors.tooMany', { max: MAX_BATCH_CODES });
      case 'empty':
        return t('search.errors.empty');
      case 'tooLong':
        return searchError.code
          ? t('search.errors.tooLongOne', { code: searchError.code })
          : t('search.errors.tooLong');
      case 'characters':
        return searchError.code
          ? t('search.errors.charactersOne', { code: searchError.code })
          : t('search.errors.characters');
    }
  }

  return (
    // Submitted before the page's code has loaded, the form asks the server for /track?codes=…, which answers it.
    <form
      className={`pp-search pp-search--${variant}`}
      role="search"
      action="/track"
      method="get"
      onSubmit={handleSubmit}
      noValidate
    >
      <label className="pp-search__label" htmlFor={inputId}>
        {label ?? t('search.label')}
      </label>
      <div className="pp-search__row">
        <input
          id={inputId}
          className="pp-search__input"
          name="codes"
          type="search"
          enterKeyHint="search"
          value={value}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onPaste={handlePaste}
        />
        <button className="pp-button" type="submit">
          {t('search.submit')}
        </button>
      </div>
      {errorText && (
        <p id={errorId} className="pp-field-error" role="alert">
          {errorText}
        </p>
      )}
      <p id={hintId} className="pp-search__hint">
        {t('search.hint', { max: MAX_BATCH_CODES })}
      </p>
    </form>
  );
}
