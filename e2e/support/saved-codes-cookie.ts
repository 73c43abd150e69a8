import type { BrowserContext } from '@playwright/test';

/** The public site keeps the visitor's saved tracking numbers in this cookie (URI-encoded JSON). */
export const SAVED_CODES_COOKIE = 'trackingCodes';

export interface SavedCodeCookieEntry {
  code: string;
  status: string | false;
  date: number;
  carriers: { name: string; code: string }[];
  name: string;
}

export async function readSavedCodesCookie(context: BrowserContext): Promise<{ raw: string; list: unknown }> {
  const cookie = (await context.cookies()).find(({ name }) => name === SAVED_CODES_COOKIE);
  if (!cookie) return { raw: '', list: undefined };
  return { raw: cookie.value, list: JSON.parse(decodeURIComponent(cookie.value)) };
}

export async function writeSavedCodesCookie(context: BrowserContext, baseUrl: string, list: unknown): Promise<void> {
  await context.addCookies([
    { name: SAVED_CODES_COOKIE, value: encodeURIComponent(JSON.stringify(list)), url: baseUrl },
  ]);
}

export function savedEntry(code: string, overrides: Partial<SavedCodeCookieEntry> = {}): SavedCodeCookieEntry {
  return { code, status: false, date: Date.now(), carriers: [], name: '', ...overrides };
}
