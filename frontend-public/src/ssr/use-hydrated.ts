import { useSyncExternalStore } from 'react';

/** For values that never change once read: useSyncExternalStore without a subscription. */
export const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates server markup, true from the render after: for what only works
 * once the browser runs the page (a form handled by JavaScript).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
