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
import { kilobytes, median, type BenchRow } from './bench-table.js';

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
/** Each page is measured this many times per side; the table gives the median (Lighthouse varies run to run). */
export const LIGHTHOUSE_RUNS = 3;

type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];
type Scores = Record<Category, number>;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metrics = Record<keyof typeof METRICS, number>;

interface LighthouseRun {
  scores: Scores;
  metrics: Metrics;
}

/** The two products P7 compares: the same build and data, without and with an ad client id (the stubbed tag). */
export interface LighthouseSides {
  adsOff: string;
  adsOn: string;
  /** Extra Chromium flags for the ads side (the stub's host mapping and certificate). */
  adsChromiumFlags: string[];
}

function formatMetrics(metrics: Metrics): string {
  return (
    `FCP ${Math.round(metrics.FCP)} ms, LCP ${Math.round(metrics.LCP)} ms, TBT ${Math.round(metrics.TBT)} ms, ` +
    `CLS ${metrics.CLS.toFixed(3)}, SI ${Math.round(metrics.SI)} ms`
  );
}

/** One Lighthouse run (mobile preset, its default) of `url` in the Chromium on `port`. */
async function lighthouseRun(context: CaseContext, url: string, port: number): Promise<LighthouseRun> {
  // A lost trace (runtimeError, e.g. NO_NAVSTART: "Please run Lighthouse again") is no measurement: run it again.
  let runner: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    const lost = runner?.lhr.runtimeError;
    if (!lost || attempt === LIGHTHOUSE_ATTEMPTS) break;
    context.log(`Lighthouse ${url}, attempt ${attempt}: ${lost.code}, run again`);
  }
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse ${url} failed: ${runner.lhr.runtimeError.message}`);
  const { categories, audits } = runner.lhr;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
  // The metrics behind the performance score, to tell which one holds it back.
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [name, audits[audit]?.numericValue ?? Number.NaN]),
  ) as Metrics;
  return { scores, metrics };
}

/** The median of each score and each metric over the runs of one page and side. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Scores;
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((name) => [name, median(runs.map((run) => run.metrics[name as keyof Metrics]))]),
  ) as Metrics;
  return { scores, metrics };
}

/**
 * P7: Lighthouse (mobile preset, its default) on each page, `LIGHTHOUSE_RUNS` times with ads off and with ads on (a
 * stubbed ad tag served from loopback), the median of each. The runs alternate page by page between the two sides,
 * so a change in the machine's load falls on both alike. Each side has its own headless Chromium.
 */
export async function benchLighthouse(context: CaseContext, sides: LighthouseSides): Promise<BenchRow> {
  const launch = async (flags: string[], what: string) => {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [...CHROMIUM_FLAGS, ...flags],
    });
    context.defer(`stop the Lighthouse Chromium (${what})`, () => chrome.kill());
    return chrome.port;
  };
  const offPort = await launch([], 'ads off');
  const onPort = await launch(sides.adsChromiumFlags, 'ads on');
  const runs = new Map<string, { off: LighthouseRun[]; on: LighthouseRun[] }>(
    LIGHTHOUSE_PAGES.map((path) => [path, { off: [], on: [] }]),
  );
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    for (const path of LIGHTHOUSE_PAGES) {
      const page = runs.get(path)!;
      for (const side of ['off', 'on'] as const) {
        const run = await lighthouseRun(
          context,
          `${side === 'off' ? sides.adsOff : sides.adsOn}${path}`,
          side === 'off' ? offPort : onPort,
        );
        page[side].push(run);
        context.log(
          `Lighthouse ${path}, ads ${side}, run ${round}: ${JSON.stringify(run.scores)}; ${formatMetrics(run.metrics)}`,
        );
      }
    }
  }
  const medians = LIGHTHOUSE_PAGES.map((path) => {
    const page = runs.get(path)!;
    return { path, off: medianRun(page.off), on: medianRun(page.on) };
  });
  for (const { path, off, on } of medians) {
    context.log(`Lighthouse ${path}, median of ${LIGHTHOUSE_RUNS}, ads off: ${formatMetrics(off.metrics)}`);
    context.log(`Lighthouse ${path}, median of ${LIGHTHOUSE_RUNS}, ads on:  ${formatMetrics(on.metrics)}`);
  }
  const triple = ({ scores }: LighthouseRun) => `${scores.performance}/${scores.accessibility}/${scores.seo}`;
  const lowest = Math.min(
    ...medians.flatMap(({ off, on }) => [...Object.values(off.scores), ...Object.values(on.scores)]),
  );
  return {
    p: 'P7',
    what: `Lighthouse mobile (performance/accessibility/SEO), median of ${LIGHTHOUSE_RUNS}, ads off and on (stubbed tag)`,
    raw: medians.map(({ path, off, on }) => `${path} ${triple(off)}, ads on ${triple(on)}`).join('; '),
    baseline: '—',
    ratio: `lowest ${lowest}`,
    target: `each >= ${LIGHTHOUSE_MIN_SCORE}`,
    met: lowest >= LIGHTHOUSE_MIN_SCORE,
  };
}
