import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from '@swc/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../e2e/support/chromium.js';
import { gzipJavaScriptOf } from '../../../e2e/support/javascript-weight.js';
import type { CaseContext } from '../support/suite.js';
import { kilobytes, type BenchRow } from './bench-table.js';

const HOME_BUDGET_BYTES = 170 * 1024;
const LIGHTHOUSE_MIN_SCORE = 95;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
export const LIGHTHOUSE_PAGES = ['/', '/track/1Z5R89390357567127', '/couriers/dhl', '/shipping-time-cn-to-us'];

/** The production builds React and ReactDOM ship, minified (swc) and gzipped as a bundler would serve them. */
async function reactAloneGzipBytes(): Promise<number> {
  const require = createRequire(import.meta.url);
  const files = [
    'react/cjs/react.production.js',
    'react-dom/cjs/react-dom.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
  ];
  let total = 0;
  for (const file of files) {
    const [name, ...rest] = file.split('/');
    // The packages' exports hide their cjs files, so they are read from the package directory.
    const path = join(dirname(require.resolve(`${name}/package.json`)), ...rest);
    const { code } = await minify(readFileSync(path, 'utf8'), { compress: true, mangle: true });
    total += gzipSync(code).length;
  }
  return total;
}

/**
 * P6: the gzip JavaScript `/` and `/couriers/dhl` load in Chromium (the e2e size budget's own measure), side by side
 * with React + ReactDOM alone.
 */
export async function benchJavaScript(context: CaseContext, baseUrl: string): Promise<BenchRow> {
  const react = await reactAloneGzipBytes();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  context.defer('close the browser', () => browser.close());
  const weigh = async (path: string) => {
    const page = await browser.newPage({ baseURL: baseUrl });
    try {
      const weight = await gzipJavaScriptOf(page, path, () =>
        page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 }),
      );
      context.log(weight.report);
      return weight.total;
    } finally {
      await page.close();
    }
  };
  const home = await weigh('/');
  const courier = await weigh('/couriers/dhl');
  return {
    p: 'P6',
    what: 'gzip JavaScript loaded by / and by /couriers/dhl',
    raw: `/ ${kilobytes(home)}, /couriers/dhl ${kilobytes(courier)}`,
    baseline: `${kilobytes(react)} (React + ReactDOM alone)`,
    ratio: `${(home / react).toFixed(2)}x, ${(courier / react).toFixed(2)}x`,
    target: `/ <= ${kilobytes(HOME_BUDGET_BYTES)}`,
    met: home <= HOME_BUDGET_BYTES,
  };
}

/** Runs of one page when Lighthouse loses its trace. */
const LIGHTHOUSE_ATTEMPTS = 3;

type Scores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>;

/** P7: Lighthouse (mobile preset, its default) on each page, in one headless Chromium. */
export async function benchLighthouse(context: CaseContext, baseUrl: string): Promise<BenchRow> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });
  context.defer('stop the Lighthouse Chromium', () => chrome.kill());
  const results: Array<{ path: string; scores: Scores }> = [];
  for (const path of LIGHTHOUSE_PAGES) {
    // A lost trace (runtimeError, e.g. NO_NAVSTART: "Please run Lighthouse again") is no measurement: run it again.
    let runner: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      runner = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      const lost = runner?.lhr.runtimeError;
      if (!lost || attempt === LIGHTHOUSE_ATTEMPTS) break;
      context.log(`Lighthouse ${path}, attempt ${attempt}: ${lost.code}, run again`);
    }
    if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
    const categories = runner.lhr.categories;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ) as Scores;
    // The metrics behind the performance score, to tell which one holds it back.
    const metric = (audit: string) => Math.round(runner.lhr.audits[audit]?.numericValue ?? Number.NaN);
    const metrics =
      `FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, ` +
      `TBT ${metric('total-blocking-time')} ms, CLS ${(runner.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}, ` +
      `SI ${metric('speed-index')} ms`;
    context.log(`Lighthouse ${path}: ${JSON.stringify(scores)}; ${metrics}`);
    if (runner.lhr.runtimeError) context.log(`Lighthouse ${path} failed: ${runner.lhr.runtimeError.message}`);
    results.push({ path, scores });
  }
  const lowest = Math.min(...results.flatMap(({ scores }) => Object.values(scores)));
  return {
    p: 'P7',
    what: 'Lighthouse mobile (performance/accessibility/SEO)',
    raw: results
      .map(({ path, scores }) => `${path} ${scores.performance}/${scores.accessibility}/${scores.seo}`)
      .join('; '),
    baseline: '—',
    ratio: `lowest ${lowest}`,
    target: `each >= ${LIGHTHOUSE_MIN_SCORE}`,
    met: lowest >= LIGHTHOUSE_MIN_SCORE,
  };
}
