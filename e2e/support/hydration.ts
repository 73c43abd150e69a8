import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the server-rendered page (its main content and forms carry React's fiber), as a
 * visitor would before using it: a form sent earlier goes to the server instead (GET /track?codes=…).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nodes: (Element | null)[] = [
      document.querySelector('[data-testid="public-app"]'),
      ...Array.from(document.querySelectorAll('main h1, main form, [role="search"]')),
    ];
    return nodes.every((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
  });
}
