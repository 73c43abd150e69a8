import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What a page must not have: axe-core violations of impact serious or critical (WCAG 2.2 AA rules and best practice). */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map(({ target }) => target.join(' ')) }));
}
