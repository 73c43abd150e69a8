import { useEffect } from 'react';

/** Logs a load failure once (docs/product-spec.md §8: list and record load failures are logged), as the screen shows it. */
export function useLoggedError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [context, error]);
}
