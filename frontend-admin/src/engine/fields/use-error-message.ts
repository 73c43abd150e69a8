import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A field error's text: the form's own rules give i18n keys, the API gives text (already in the admin's language). */
export function useErrorMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => (message && i18n.exists(message) ? String(t(message as ParseKeys)) : message),
    [t, i18n],
  );
}
