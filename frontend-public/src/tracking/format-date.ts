import { i18n } from '../i18n/i18n';

const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
const weekdayDateFormat = new Intl.DateTimeFormat(i18n.language, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Dates in the visitor's time zone; the API gives unix seconds (events) or ISO strings. */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

export function formatDeliveryDate(date: Date): string {
  return weekdayDateFormat.format(date);
}

export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
