import type { NextFunction, Request, Response } from 'express';

/**
 * Whether a request path (as sent, percent-encoded) has a segment that is `.` or `..` once decoded (`%2e%2e`, `.%2E`).
 * Such a segment cannot name anything here, and a page passing it on as a parameter would build an API path that
 * the URL rules shorten (`/api/public/taxonomy/faq/..` is `/api/public/taxonomy`).
 */
export function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    if (!segment.includes('.')) return /^(?:%2e){1,2}$/i.test(segment);
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Malformed escapes are the router's to refuse; they are not dot segments.
    }
    return decoded === '.' || decoded === '..';
  });
}

/**
 * Answers 404 for any path with a `.` or `..` segment before routing: a JSON answer under /api, the site's not-found
 * page elsewhere (the request goes on as `/404.html`, which the frontends serve with status 404).
 */
export function refuseDotSegments() {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!hasDotSegment(request.path)) return next();
    if (request.path === '/api' || request.path.startsWith('/api/')) {
      response.status(404).json({ statusCode: 404, message: 'Not found' });
      return;
    }
    request.url = '/404.html';
    next();
  };
}
