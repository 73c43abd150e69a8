import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface JavaScriptWeight {
  /** Sum of the gzip sizes (node:zlib, default level) of every JavaScript response the page needed, in bytes. */
  total: number;
  files: Array<{ file: string; gzip: number }>;
  /** One line per file, for logs and reports. */
  report: string;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

/**
 * Loads `path` in a fresh page, waits until `ready` and the network is idle, and weighs the JavaScript it loaded.
 * Shared by the e2e size budget and the benchmark suite (P6), so both count the same bytes.
 */
export async function gzipJavaScriptOf(
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<JavaScriptWeight> {
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
  return { total, files, report };
}
