import { useSyncExternalStore } from 'react';
import { getSavedCodes, subscribeSavedCodes, type SavedCode } from './saved-codes';

/** The visitor's saved tracking numbers, newest first; re-renders when any page changes them. */
export function useSavedCodes(): readonly SavedCode[] {
  return useSyncExternalStore(subscribeSavedCodes, getSavedCodes);
}
