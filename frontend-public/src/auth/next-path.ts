/** Where sign-in returns to by default. */
export const DEFAULT_AFTER_SIGN_IN = '/admin';

/** The `?next=` path, if it stays on this site (a path, not `//host` or `/\host`); else /admin. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  return next;
}
