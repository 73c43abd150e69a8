/**
 * A system name from a display name, as the API derives it (backend/src/common/sys-name.ts): accents dropped, runs of
 * characters other than letters, digits and underscores become one hyphen, lowercased, no hyphen at either end.
 */
export function toSysName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}_]+/gu, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}
