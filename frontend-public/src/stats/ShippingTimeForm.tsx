import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocalizedNavigate } from '../i18n/LocalizedLinks';
import type { Country } from '../directory/countries-api';
import { routePath } from './shipping-time-paths';

export interface ShippingTimeFormProps {
  countries: readonly Country[];
  /** ISO codes to start from (a route page offers to change its route). */
  origin?: string;
  destination?: string;
}

type Field = 'origin' | 'destination';

/**
 * The two-select country picker: Calculate needs both countries (docs/product-spec.md §5) and opens the route's page,
 * /shipping-time-{origin}-to-{destination}.
 */
export function ShippingTimeForm({ countries, origin = '', destination = '' }: ShippingTimeFormProps) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ origin, destination });
  const [missing, setMissing] = useState<Field | null>(null);
  const ids = { origin: useId(), destination: useId(), error: useId() };
  const selects = { origin: useRef<HTMLSelectElement>(null), destination: useRef<HTMLSelectElement>(null) };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const absent: Field | null = !values.origin ? 'origin' : !values.destination ? 'destination' : null;
    setMissing(absent);
    if (absent) return selects[absent].current?.focus();
    void navigate(routePath(values.origin, values.destination));
  }

  function select(field: Field) {
    const invalid = missing === field;
    return (
      <div className="pp-field pp-route-form__field">
        <label className="pp-field-label" htmlFor={ids[field]}>
          {t(`calculator.${field}`)}
        </label>
        <select
          ref={selects[field]}
          id={ids[field]}
          className="pp-input pp-select"
          value={values[field]}
          aria-invalid={invalid}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(event) => {
            setValues((previous) => ({ ...previous, [field]: event.target.value }));
            if (missing === field) setMissing(null);
          }}
        >
          <option value="">{t(`calculator.${field}Placeholder`)}</option>
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <form className="pp-route-form" onSubmit={handleSubmit} noValidate data-testid="shipping-time-form">
      <div className="pp-route-form__row">
        {select('origin')}
        <span className="pp-route-form__arrow" aria-hidden="true">
          →
        </span>
        {select('destination')}
        <button type="submit" className="pp-button pp-route-form__submit">
          {t('calculator.calculate')}
        </button>
      </div>
      {missing && (
        <p id={ids.error} className="pp-field-error" role="alert" data-testid="calculator-error">
          {missing === 'origin' ? t('calculator.selectOrigin') : t('calculator.selectDestination')}
        </p>
      )}
    </form>
  );
}
