import { gzipSync } from 'node:zlib';
import type { Page, Response, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/** Issue "Public tracking experience" item 14: the JavaScript the home page costs a visitor (shell + public remote). */
const HOME_JS_BUDGET_BYTES = 170 * 1024;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

/** Loads `path` in a fresh page and sums the gzip size (node:zlib) of every JavaScript response it needed. */
async function gzipJavaScriptOf(page: Page, testInfo: TestInfo, path: string, ready: () => Promise<void>) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) responses.push(response);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(
    responses.map(async (response) => ({
      file: new URL(response.url()).pathname,
      gzip: gzipSync(await response.body()).length,
    })),
  );
  const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
  const report = [
    `gzip JavaScript of ${path}: ${(total / 1024).toFixed(1)} KB`,
    ...files.map(({ file, gzip }) => `${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`),
  ].join('\n');
  console.log(report);
  await testInfo.attach(`javascript-of-${path.replace(/\W+/g, '-')}.txt`, { body: report, contentType: 'text/plain' });
  return total;
}

test.describe('public JavaScript size budget', () => {
  test('the home page loads at most 170 KB of gzip JavaScript', async ({ page }, testInfo) => {
    const total = await gzipJavaScriptOf(page, testInfo, '/', async () => {
      await expect(page.getByRole('searchbox', { name: 'Tracking number' })).toBeVisible();
    });
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  test('a result page loads its page code on top of the home page code', async ({ page }, testInfo) => {
    const total = await gzipJavaScriptOf(page, testInfo, '/track/1Z5R89390357567127', async () => {
      await expect(page.getByTestId('tracking-result')).toBeVisible();
    });
    // Not budgeted by the issue; reported so a change in it shows up in the CI log.
    expect(total).toBeGreaterThan(0);
  });
});
