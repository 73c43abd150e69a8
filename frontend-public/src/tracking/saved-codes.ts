import { isTrackingStatus, type CarrierRef, type TrackingStatus } from './tracking-status';

/** A tracking number the visitor searched for (docs/product-spec.md §3 "Tracking saved code"), kept in a browser cookie. */
export interface SavedCode {
  code: string;
  status: TrackingStatus;
  /** When it was first searched, in milliseconds since the epoch. */
  date: number;
  carriers: CarrierRef[];
  name: string;
}

const COOKIE_NAME = 'trackingCodes';

/**
 * A cookie must stay under 4 KB (name, value and attributes) or the browser drops it, and it travels with every request
 * to the site. A typical entry takes about 180 bytes, so the list keeps the 20 newest numbers, and fewer when long
 * names or several carriers make them bigger: the oldest go first.
 */
export const MAX_SAVED_CODES = 20;
const MAX_COOKIE_VALUE_LENGTH = 3800;
const MAX_CARRIERS_PER_CODE = 3;
const MAX_NAME_LENGTH = 60;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let savedCodes: readonly SavedCode[] | undefined;
const listeners = new Set<() => void>();

export function getSavedCodes(): readonly SavedCode[] {
  savedCodes ??= readCookie();
  return savedCodes;
}

export function subscribeSavedCodes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A search adds each absent code to the front of the list, the first searched code ending up first (docs/product-spec.md §4). */
export function saveSearchedCodes(codes: readonly string[]): void {
  const current = getSavedCodes();
  const known = new Set(current.map((saved) => saved.code));
  const date = Date.now();
  const added = codes
    .filter((code) => !known.has(code))
    .map((code): SavedCode => ({ code, status: false, date, carriers: [], name: '' }));
  if (added.length > 0) commit([...added, ...current]);
}

/** After a lookup: the saved entry (if any) takes the status and carriers found. */
export function recordLookup(code: string, status: TrackingStatus, carriers: readonly CarrierRef[]): void {
  const current = getSavedCodes();
  const carrierList = carriers.slice(0, MAX_CARRIERS_PER_CODE).map(({ name, code: carrierCode }) => ({
    name,
    code: carrierCode,
  }));
  const entry = current.find((saved) => saved.code === code);
  if (!entry) return;
  if (entry.status === status && JSON.stringify(entry.carriers) === JSON.stringify(carrierList)) return;
  commit(current.map((saved) => (saved === entry ? { ...saved, status, carriers: carrierList } : saved)));
}

export function renameSavedCode(code: string, name: string): void {
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH);
  commit(getSavedCodes().map((saved) => (saved.code === code ? { ...saved, name: trimmed } : saved)));
}

export function removeSavedCode(code: string): void {
  commit(getSavedCodes().filter((saved) => saved.code !== code));
}

export function clearSavedCodes(): void {
  commit([]);
}

function commit(list: readonly SavedCode[]): void {
  let kept = list.slice(0, MAX_SAVED_CODES);
  let value = encodeList(kept);
  while (value.length > MAX_COOKIE_VALUE_LENGTH && kept.length > 0) {
    kept = kept.slice(0, -1);
    value = encodeList(kept);
  }
  writeCookie(value);
  savedCodes = kept;
  for (const listener of listeners) listener();
}

/**
 * JSON with only what a cookie value cannot hold percent-encoded (RFC 6265 cookie-octet: no space, `"`, `,`, `;` or
 * `\`; `%` itself; anything outside ASCII), so `decodeURIComponent` reads it back and braces cost one byte, not three.
 */
function encodeList(list: readonly SavedCode[]): string {
  return JSON.stringify(list).replace(/[^\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, (character) =>
    encodeURIComponent(character),
  );
}

function writeCookie(value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

function readCookie(): SavedCode[] {
  const prefix = `${COOKIE_NAME}=`;
  const raw = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  // The old site kept plain strings; its list is dropped rather than migrated (docs/product-spec.md §4).
  if (typeof parsed[0] === 'string') {
    writeCookie(encodeList([]));
    return [];
  }
  return parsed.flatMap((item: unknown) => {
    const saved = toSavedCode(item);
    return saved ? [saved] : [];
  });
}

function toSavedCode(item: unknown): SavedCode | null {
  if (typeof item !== 'object' || item === null || !('code' in item) || typeof item.code !== 'string') return null;
  const record = item as Partial<Record<keyof SavedCode, unknown>>;
  const carriers = Array.isArray(record.carriers)
    ? record.carriers.flatMap((carrier: unknown) =>
        typeof carrier === 'object' &&
        carrier !== null &&
        'name' in carrier &&
        typeof carrier.name === 'string' &&
        'code' in carrier &&
        typeof carrier.code === 'string'
          ? [{ name: carrier.name, code: carrier.code }]
          : [],
      )
    : [];
  return {
    code: item.code,
    status: isTrackingStatus(record.status) ? record.status : false,
    date: typeof record.date === 'number' ? record.date : Date.now(),
    carriers,
    name: typeof record.name === 'string' ? record.name : '',
  };
}
