import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a state-changing request comes from this site. Browsers send Origin on cross-site POSTs (and Referer
 * otherwise); a request with neither is not from a browser page, and the session's CSRF token still guards it.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.get('origin') ?? request.get('referer');
  if (!source || source === 'null') return source === undefined;
  let origin: URL;
  try {
    origin = new URL(source);
  } catch {
    return false;
  }
  return origin.host === request.get('host');
}
