import { type ComponentType, lazy } from 'react';

let pageStrings: Promise<unknown> | undefined;

/**
 * A page loaded when first visited (React.lazy), together with the page strings (i18n/page-strings.ts), so its
 * translations are there before it renders.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    pageStrings ??= import('../i18n/page-strings').catch((error: unknown) => {
      pageStrings = undefined; // The next page to load asks again.
      throw error;
    });
    const [page] = await Promise.all([load(), pageStrings]);
    return page;
  });
}
