import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { announceSessionChange } from '@parcelpilot/contracts';
import { safeNextPath } from '../auth/next-path';
import { signIn } from '../auth/session-api';
import { PageTitle } from '../layout/PageTitle';
import { BrowserForm } from '../components/BrowserForm';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** /auth: staff sign-in; back to `?next=` (default /admin) once signed in. */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId(), form: useId() };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (values.email.trim() === '') missing.email = t('signIn.emailRequired');
    if (values.password === '') missing.password = t('signIn.passwordRequired');
    setFieldErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;

    setSubmitting(true);
    const outcome = await signIn(values.email.trim(), values.password);
    setSubmitting(false);
    switch (outcome.status) {
      case 'signed-in':
        announceSessionChange(outcome.session);
        void navigate(safeNextPath(searchParams.get('next')), { replace: true });
        return;
      case 'refused': {
        const { email, password } = outcome.error.errors;
        setFieldErrors({ email, password });
        if (!email && !password) setFormError(outcome.error.message ?? t('signIn.failed'));
        return;
      }
      case 'failed':
        setFormError(t('signIn.failed'));
        return;
    }
  }

  function field(name: Field, type: string, autoComplete: string) {
    const error = fieldErrors[name];
    const errorId = name === 'email' ? ids.emailError : ids.passwordError;
    return (
      <div className="pp-field">
        <label className="pp-field-label" htmlFor={ids[name]}>
          {t(`signIn.${name}`)}
        </label>
        <input
          id={ids[name]}
          className="pp-input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValues((previous) => ({ ...previous, [name]: event.target.value }));
            setFieldErrors((previous) => ({ ...previous, [name]: undefined }));
          }}
        />
        {error && (
          <p id={errorId} className="pp-field-error">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="pp-auth">
      <PageTitle title={t('signIn.title')} />
      <BrowserForm className="pp-card pp-auth__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <p className="pp-muted">{t('signIn.intro')}</p>
        {formError && (
          <div id={ids.form} className="pp-notice pp-notice--error" role="alert" data-testid="sign-in-error">
            {formError}
          </div>
        )}
        {field('email', 'email', 'username')}
        {field('password', 'password', 'current-password')}
        <button type="submit" className="pp-button pp-button--block" disabled={submitting}>
          {submitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </BrowserForm>
    </div>
  );
}
