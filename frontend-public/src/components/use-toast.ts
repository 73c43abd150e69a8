import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a toast stays (docs/product-spec.md §9: copy-link toast delay). */
export const TOAST_DURATION_MS = 1000;

/** A short message that disappears by itself; showing another replaces it. */
export function useToast(): { message: string | null; show: (message: string) => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), TOAST_DURATION_MS);
  }, []);
  return { message, show };
}
