import { perLanguage, type Language } from '@parcelpilot/languages';

const formats = perLanguage((language) => ({
  date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
  dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  weekdayDate: new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
}));

/** Dates in the visitor's time zone, written the way the page's language writes them; the API gives unix seconds (events) or ISO strings. */
export function formatDate(date: Date, language: Language): string {
  return formats(language).date.format(date);
}

export function formatDateTime(date: Date, language: Language): string {
  return formats(language).dateTime.format(date);
}

export function formatDeliveryDate(date: Date, language: Language): string {
  return formats(language).weekdayDate.format(date);
}

export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
