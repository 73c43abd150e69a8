import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Separates an i18n key from its values in a form rule's message (a character no key or text contains). */
const VALUES_MARK = '\u001f';

/** A form rule's message that needs values: the i18n key and its values ("Title must include the word {{word}}"). */
export function messageWithValues(key: ParseKeys, values: Record<string, string>): string {
  return `${key}${VALUES_MARK}${JSON.stringify(values)}`;
}

/** A field error's text: the form's own rules give i18n keys, the API gives text (already in the admin's language). */
export function useErrorMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return message;
      const mark = message.indexOf(VALUES_MARK);
      const key = mark < 0 ? message : message.slice(0, mark);
      if (!i18n.exists(key)) return message;
      const values = mark < 0 ? {} : (JSON.parse(message.slice(mark + 1)) as Record<string, string>);
      // The key is data here (any rule's message), so the typed per-key values of `t` cannot be checked.
      const translate = t as unknown as (key: string, values: Record<string, string>) => string;
      return String(translate(key, values));
    },
    [t, i18n],
  );
}
