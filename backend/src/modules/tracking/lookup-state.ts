import type { TrackingCodeRow } from './tracking.repository.js';

/**
 * What a lookup's answer rests on, so the result page can say it honestly:
 * - `found`: a carrier knows the number (its status and events are in the answer);
 * - `no-information`: the carriers were asked and none knows the number (yet);
 * - `not-connected`: the number's carriers have no live connection here (no API key, no 17TRACK key): nobody was
 *   asked, the visitor is sent to the carriers' own pages;
 * - `not-recognised`: no carrier format matches and no connection could look the number up;
 * - `not-answering`: the carriers were asked and none answered (errors, timeouts, an open circuit): events stored
 *   earlier are shown, try again later.
 */
export const LOOKUP_STATES = ['found', 'no-information', 'not-connected', 'not-recognised', 'not-answering'] as const;

export type LookupState = (typeof LOOKUP_STATES)[number];

/** The state a stored row stands for when it is answered from storage. */
export function storedLookupState(row: TrackingCodeRow): LookupState {
  if (row.failure === 'ERROR') return 'not-answering';
  if (row.status !== null) return 'found';
  return 'no-information';
}
