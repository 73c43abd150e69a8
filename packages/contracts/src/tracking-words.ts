/**
 * The word a carrier's title must include, per language (docs/product-spec.md §5 "title must include Tracking" is the English rule;
 * each language has its own word). The one place for it: the API's validation and the admin form both read it.
 * Languages without an entry use the English word.
 */
export const TRACKING_WORDS: Readonly<Record<string, string>> = {
  en: 'Tracking',
  de: 'Sendungsverfolgung',
  es: 'Seguimiento',
  ru: 'Отслеживание',
};

export function trackingWord(locale: string): string {
  return TRACKING_WORDS[locale] ?? TRACKING_WORDS.en;
}

/** Whether a title includes its language's word as a whole word, in any letter case ("UPS Tracking", "dhl tracking"). */
export function titleHasTrackingWord(locale: string, title: string): boolean {
  const word = trackingWord(locale).toLocaleLowerCase(locale);
  return title
    .toLocaleLowerCase(locale)
    .split(/[^\p{L}\p{N}]+/u)
    .includes(word);
}

export function titleNeedsTrackingMessage(locale: string): string {
  return `Title must include the word ${trackingWord(locale)}`;
}
