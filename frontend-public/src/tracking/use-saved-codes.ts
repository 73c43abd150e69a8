import { useSyncExternalStore } from 'react';
import { getSavedCodes, subscribeSavedCodes, type SavedCode } from './saved-codes';

/** The server renders pages for every visitor alike, and hydration starts from what it rendered. */
const NO_SAVED_CODES: readonly SavedCode[] = [];

/** The visitor's saved tracking numbers, newest first; re-renders when any page changes them. */
export function useSavedCodes(): readonly SavedCode[] {
  return useSyncExternalStore(subscribeSavedCodes, getSavedCodes, () => NO_SAVED_CODES);
}
