/** Tracking numbers are case-insensitive; the product stores, links and shows them trimmed and uppercased. */
export function normalizeTrackingCode(input: string): string {
  return input.trim().toUpperCase();
}

export function trackingPath(code: string): string {
  return `/track/${encodeURIComponent(code)}`;
}
