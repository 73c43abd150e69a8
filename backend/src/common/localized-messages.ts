import { TRACKING_WORDS, titleNeedsTrackingMessage, trackingWord } from '@parcelpilot/contracts';

/**
 * Translations of the validation messages the spec gives in more than one language. English is the source; a
 * field error is answered in the request's Accept-Language when a translation exists.
 */
const translations: Record<string, Record<string, string>> = {
  ru: {
    'Please fill in the field': 'Заполните поле',
    'Choose an image uploaded to the file manager': 'Выберите изображение, загруженное в файловый менеджер',
    'The last active admin cannot be removed, disabled or demoted':
      'Последнего активного администратора нельзя удалить, отключить или лишить роли',
    'countryIso must be an ISO 3166-1 alpha-2 code such as US':
      'countryIso — две латинские буквы ISO 3166-1, например US',
  },
};

// The carrier title rule names each language's own word (@parcelpilot/contracts); the sentence around it is translated.
for (const locale of Object.keys(TRACKING_WORDS)) {
  translations.ru[titleNeedsTrackingMessage(locale)] = `Заголовок должен содержать слово ${trackingWord(locale)}`;
}

export function localizeMessage(message: string, acceptLanguage: string | undefined): string {
  const language = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  // An empty or unknown language (`Accept-Language: ""`, `__proto__`) keeps the English message, never an empty one.
  if (!language || !Object.hasOwn(translations, language)) return message;
  const catalogue = translations[language];
  return Object.hasOwn(catalogue, message) ? catalogue[message] : message;
}

export function localizeErrors(
  errors: Record<string, string>,
  acceptLanguage: string | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localizeMessage(message, acceptLanguage)]),
  );
}
