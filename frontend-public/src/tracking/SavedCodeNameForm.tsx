import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { renameSavedCode, type SavedCode } from './saved-codes';

export interface SavedCodeNameFormProps {
  entry: SavedCode;
}

/** Names a saved number (e.g. Shoes); an empty name is refused (docs/product-spec.md §5). */
export function SavedCodeNameForm({ entry }: SavedCodeNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return setError(true);
    renameSavedCode(entry.code, name);
  }

  return (
    <form className="pp-name-form" onSubmit={handleSubmit} noValidate>
      <label className="pp-name-form__label" htmlFor={inputId}>
        {t('myList.name')}
        <span className="pp-visually-hidden"> {t('myList.nameFor', { code: entry.code })}</span>
      </label>
      <div className="pp-name-form__row">
        <input
          id={inputId}
          className="pp-input"
          value={name}
          maxLength={60}
          placeholder={t('myList.namePlaceholder')}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(false);
          }}
        />
        <button type="submit" className="pp-button pp-button--secondary">
          {t('myList.saveName')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="pp-field-error" role="alert">
          {t('myList.nameEmpty')}
        </p>
      )}
    </form>
  );
}
