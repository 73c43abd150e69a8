import type { ComponentProps } from 'react';
import { useHydrated } from '../ssr/use-hydrated';

/**
 * A form that only JavaScript sends (sign-in, contact): in a server-rendered page its fields stay disabled until the
 * browser has taken the page over, so nothing typed is lost to hydration and nothing is sent as a plain GET (a
 * password in a URL).
 */
export function BrowserForm({ children, ...form }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...form}>
      <fieldset className="pp-form-fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
