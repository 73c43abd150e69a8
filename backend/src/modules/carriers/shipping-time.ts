/**
 * Shipping times of the forms the directory's services use ("7–20 business days", "2 working days", "1–2 days",
 * "Next business day"), written in another language: the English text is parsed into its numbers and unit, and the
 * sentence is built from that language's words, with the plural form its grammar asks for (CLDR plural rules). Any
 * other wording is not guessed at: the answer is then undefined, and the text needs a translation of its own.
 */

export type ShippingTimeLanguage = 'de' | 'es' | 'ru';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface ShippingTimeWords {
  businessDays: PluralForms;
  days: PluralForms;
  nextBusinessDay: string;
}

const WORDS: Record<ShippingTimeLanguage, ShippingTimeWords> = {
  de: {
    businessDays: { one: 'Werktag', other: 'Werktage' },
    days: { one: 'Tag', other: 'Tage' },
    nextBusinessDay: 'Am nächsten Werktag',
  },
  es: {
    businessDays: { one: 'día hábil', other: 'días hábiles' },
    days: { one: 'día', other: 'días' },
    nextBusinessDay: 'Siguiente día hábil',
  },
  ru: {
    businessDays: { one: 'рабочий день', few: 'рабочих дня', many: 'рабочих дней', other: 'рабочего дня' },
    days: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    nextBusinessDay: 'На следующий рабочий день',
  },
};

const RANGE = /^(\d{1,3})(?:\s*[–-]\s*(\d{1,3}))?\s+(business|working)?\s*days?$/i;
const NEXT_DAY = /^next\s+(business|working)\s+day$/i;

const pluralRules = new Map<ShippingTimeLanguage, Intl.PluralRules>();

function pluralOf(language: ShippingTimeLanguage, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return forms[rules.select(count)] ?? forms.other;
}

/** The shipping time in `language`, or undefined when the English text is not one of the parsed forms. */
export function shippingTimeIn(language: ShippingTimeLanguage, english: string): string | undefined {
  const words = WORDS[language];
  const text = english.trim();
  if (NEXT_DAY.test(text)) return words.nextBusinessDay;
  const match = RANGE.exec(text);
  if (!match) return undefined;
  const [, from, to, businessUnit] = match;
  // A range agrees with its last number ("2–5 рабочих дней", "1–2 рабочих дня").
  const count = Number(to ?? from);
  const unit = pluralOf(language, count, businessUnit ? words.businessDays : words.days);
  return `${to ? `${from}–${to}` : from} ${unit}`;
}
