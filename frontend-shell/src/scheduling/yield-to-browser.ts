/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in between. The steps
 * of starting a page (federation runtime, each remote's scripts, hydration) otherwise chain as promise callbacks into
 * one long task, which blocks the main thread for its whole length on a slow phone.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
