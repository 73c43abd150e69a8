/** Where sign-in returns to by default. */
export const DEFAULT_AFTER_SIGN_IN = '/admin';

// Any origin works: a path resolved against it must keep it, or it leads off the site.
const SAME_SITE = 'https://parcelpilot.invalid';

/**
 * The `?next=` path as the browser will read it, if it stays on this site; else /admin. Parsed the way the browser
 * parses it, so that what it ignores (tabs and newlines: `/%09/evil` is `//evil`) or reads as a slash (`/\evil`)
 * cannot make a path lead to another host.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== SAME_SITE) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}
