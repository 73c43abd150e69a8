/**
 * The one derivation of system names (content types, their fields, taxonomy, tags, shops, seo_url), used by the API
 * and by the admin's forms that suggest one from a name: accents are dropped, runs of characters that are not
 * letters, digits or underscores become one hyphen, the result is lowercased and loses hyphens at either end
 * ("Help Center / FAQ" → "help-center-faq").
 */
export function toSysName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}_]+/gu, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}
