import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeTrackingCode, trackingPath } from './tracking-code';

export function TrackingSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizeTrackingCode(value);
    if (!code) {
      setShowEmptyError(true);
      return;
    }
    void navigate(trackingPath(code));
  }

  return (
    <form className="pp-search" role="search" onSubmit={handleSubmit} noValidate>
      <label className="pp-search__label" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className="pp-search__row">
        <input
          id={inputId}
          className="pp-search__input"
          name="code"
          type="text"
          value={value}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={showEmptyError}
          aria-describedby={showEmptyError ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setShowEmptyError(false);
          }}
        />
        <button className="pp-button" type="submit">
          {t('search.submit')}
        </button>
      </div>
      {showEmptyError && (
        <p id={errorId} className="pp-search__error" role="alert">
          {t('search.empty')}
        </p>
      )}
    </form>
  );
}
