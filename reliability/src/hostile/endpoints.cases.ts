import fc from 'fast-check';
import { field, http, rawRequest } from '../support/http.js';
import { type ApiProcess, startApi } from '../support/product.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { fillPath, hostileProduct, judge } from './hostile-product.js';
import { encodeStrictly, hostileBody, hostileString, pathSegment, plausibleValue } from './hostile-values.js';
import type { Route } from './routes.js';

/** Header values must be visible ASCII to be sent at all; anything else is dropped from the hostile string. */
const headerValue = hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 200));

const acceptLanguage = fc.oneof(
  fc.constantFrom('en', 'de-DE,de;q=0.9', '*', 'xx-YY', 'en;q=abc', '', 'zh-Hant-TW', 'en'.repeat(100)),
  headerValue,
);

const queryValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encodeStrictly) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '', '{"title":{"$gt":""}}', '{"__proto__":{"x":1}}', 'createdAt:desc'),
  },
);

/** A query string with the route's own parameters (sometimes repeated, or bracketed), and sometimes unknown ones. */
function queryString(route: Route): fc.Arbitrary<string> {
  const known = route.queryParams.map((name) =>
    fc.option(
      fc.oneof(
        { weight: 2, arbitrary: queryValue.map((value) => `${name}=${value}`) },
        { weight: 4, arbitrary: plausibleValue(name).map((value) => `${name}=${encodeStrictly(String(value))}`) },
        { weight: 1, arbitrary: fc.tuple(queryValue, queryValue).map(([a, b]) => `${name}=${a}&${name}=${b}`) },
        { weight: 1, arbitrary: queryValue.map((value) => `${name}[x]=${value}`) },
      ),
      { freq: 2, nil: undefined },
    ),
  );
  // An unknown parameter is refused (400) before anything else runs, so it comes in one case out of four.
  const unknown = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileString.map(encodeStrictly), queryValue).map(([name, value]) => `${name}=${value}`),
    },
  );
  return fc.tuple(fc.tuple(...known), unknown).map(([parts, extra]) => {
    const all = [...parts, extra].filter((part): part is string => part !== undefined && part !== '=');
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

interface Sent {
  headers: Record<string, string>;
  body: string | undefined;
}

/** The body as sent: JSON of a hostile value, broken JSON, or a form; the content type says which (or lies). */
function requestBody(route: Route): fc.Arbitrary<Sent> {
  if (route.bodyFields === undefined && route.method === 'GET') return fc.constant({ headers: {}, body: undefined });
  const json = hostileBody(route.bodyFields ?? []).map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 8, arbitrary: json.map((body) => ({ headers: { 'content-type': 'application/json' }, body })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"email":', '[1,2', 'nul', '\u0000', '{"a":1}}', '"\\ud800"', '{"__proto__":{"isAdmin":true}}')
        .map((body) => ({ headers: { 'content-type': 'application/json' }, body })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...(route.bodyFields ?? ['x'])), queryValue).map(([name, value]) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${name}=${value}&${name}[a]=1`,
      })),
    },
    { weight: 1, arbitrary: json.map((body) => ({ headers: { 'content-type': 'text/plain' }, body })) },
  );
}

interface Tally {
  requests: number;
  statuses: Map<number, number>;
  slowestMs: number;
  /** Summed time from sending a request to its whole answer, over every request. */
  answerMs: number;
}

function newTally(): Tally {
  return { requests: 0, statuses: new Map(), slowestMs: 0, answerMs: 0 };
}

function count(tally: Tally, status: number, ms: number): void {
  tally.requests += 1;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tally.slowestMs = Math.max(tally.slowestMs, ms);
  tally.answerMs += ms;
}

/** What fast-check reports for one run of a property. */
interface Verdict {
  failed: boolean;
  numRuns: number;
  seed: number;
  counterexample: unknown;
  error: unknown;
}

/** The floor: every public endpoint gets at least this many hostile cases of its own. */
export const REQUIRED_CASES_PER_ENDPOINT = 10_000;
/** Cases per public endpoint; a lower figure (for a quick local run) makes the count check fail, as it should. */
const ENDPOINT_RUNS = Number(process.env.HOSTILE_ENDPOINT_RUNS ?? REQUIRED_CASES_PER_ENDPOINT);
/**
 * Requests in flight at once, each from its own share of the endpoint's cases (its own fast-check run and seed), over
 * kept-alive connections, taking turns between the API processes. The API processes' CPU is what limits the rate. With
 * one process, 16 and 32 connections were no faster than 8 (815 and 542 against 846 requests a second, 2 shared cores,
 * 1,000 cases an endpoint) and each answer waited longer (19 and 56 ms against 9 ms). With two, 12 (six each) was
 * faster than 8 and as fast as 16, with shorter answers (docs/RELIABILITY.md).
 */
const CONNECTIONS = Number(process.env.HOSTILE_CONNECTIONS ?? 12);
/**
 * API processes of the same installation (one database, one Redis) that the connections take turns to reach. One
 * Node process uses one core and the API's CPU limits the rate, so the second one puts the other core to work (as a
 * deployment scales out); every case still goes through the same product code, each process answering a share.
 * Measured on a quiet 2-core machine (2026-11-28, 1,000 cases an endpoint, load average 2-4): 1,386-1,604 requests a
 * second with two processes against 1,235-1,371 with one.
 */
const API_PROCESSES = Number(process.env.HOSTILE_API_PROCESSES ?? 2);

/** Block types the content-blocks route documents (its other names come from the data). */
const CONTENT_BLOCK_TYPES = ['main_page', 'courier_page'];

/**
 * Names that exist in the running product (carrier codes, shop names, category sys_names, content seo_urls, country
 * codes), read from its public lists, so that path parameters also hit real records and what lies behind them.
 */
async function existingNames(baseUrl: string): Promise<string[]> {
  const read = async (path: string, key: string): Promise<string[]> => {
    const answer = await http(`${baseUrl}${path}`);
    const body = answer.body as { records?: unknown[] } | unknown[] | undefined;
    const records = (Array.isArray(body) ? body : (body?.records ?? [])) as Array<Record<string, unknown>>;
    if (answer.status !== 200 || records.length === 0)
      throw new Error(`${path} answered ${answer.status} and no records`);
    return records.slice(0, 10).map((record) => String(record[key]));
  };
  return [
    ...(await read('/api/public/carriers?limit=10', 'code')),
    ...(await read('/api/public/shops?limit=10', 'system_name')),
    ...(await read('/api/public/taxonomy?limit=20', 'sys_name')),
    ...(await read('/api/public/content?limit=10', 'seo_url')),
    ...(await read('/api/public/countries', 'iso')),
    ...CONTENT_BLOCK_TYPES,
  ];
}

/** One fast-check property for one route: any path parameters, query, body and Accept-Language; `judge` decides. */
function routeProperty(baseUrl: string, route: Route, names: string[], tally: Tally): fc.IAsyncProperty<unknown[]> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: pathSegment },
    { weight: 2, arbitrary: fc.constantFrom(...names).map(encodeStrictly) },
  );
  const segments = fc.record(Object.fromEntries(route.pathParams.map((name) => [name, segment])));
  return fc.asyncProperty(
    segments,
    queryString(route),
    requestBody(route),
    acceptLanguage,
    async (params, query, sent, language) => {
      const started = performance.now();
      const answer = await rawRequest(baseUrl, {
        method: route.method,
        path: `${fillPath(route, params)}${query}`,
        headers: { ...sent.headers, 'accept-language': language },
        body: sent.body,
      });
      count(tally, answer.status, performance.now() - started);
      const problem = judge(answer, true);
      if (problem) throw new Error(problem);
    },
  );
}

/** Splits `total` runs into `parts` shares that differ by at most one. */
function shares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}

/** What is fuzzed as one endpoint: a documented route, or the page paths the frontends answer. */
interface Target {
  name: string;
  property(tally: Tally, baseUrl: string): fc.IAsyncProperty<unknown[]>;
}

interface TargetRun {
  name: string;
  cases: number;
  verdicts: Verdict[];
  tally: Tally;
  wallMs: number;
  /** CPU time the API processes and this process spent on the route's cases. */
  serverCpuMs: number;
  clientCpuMs: number;
}

/**
 * The target's cases, split over CONNECTIONS fast-check runs that go on at the same time, each against one of the API
 * processes in turn. Targets run one after the other, so the CPU the API processes and this process used in between
 * is what this target's cases cost.
 */
async function fuzzTarget(apis: ApiProcess[], target: Target): Promise<TargetRun> {
  const tally = newTally();
  const properties = apis.map((api) => target.property(tally, api.baseUrl));
  const serverCpuMs = () =>
    apis.reduce((sum, api) => {
      const seconds = api.process.cpuSeconds();
      if (seconds === undefined) throw new Error(`${api.baseUrl}: the API process has stopped`);
      return sum + seconds * 1000;
    }, 0);
  const serverBefore = serverCpuMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const verdicts = await Promise.all(
    shares(ENDPOINT_RUNS, CONNECTIONS)
      .filter((runs) => runs > 0)
      .map(async (numRuns, index): Promise<Verdict> => {
        const details = await fc.check(properties[index % properties.length], { numRuns });
        return {
          failed: details.failed,
          numRuns: details.numRuns,
          seed: details.seed,
          counterexample: details.counterexample,
          error: details.errorInstance,
        };
      }),
  );
  const client = process.cpuUsage(clientBefore);
  return {
    name: target.name,
    cases: verdicts.reduce((sum, verdict) => sum + verdict.numRuns, 0),
    verdicts,
    tally,
    wallMs: performance.now() - started,
    serverCpuMs: serverCpuMs() - serverBefore,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
}

/** Paths under the frontends' prefixes: never a 5xx, never a file from outside the frontends' build. */
function pagesProperty(baseUrl: string, tally: Tally): fc.IAsyncProperty<unknown[]> {
  const pagePath = fc
    .tuple(
      fc.constantFrom('/', '/track/', '/mf/public/', '/mf/admin/', '/admin/', '/couriers/', '/t/'),
      fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
    )
    .map(([prefix, parts]) => `${prefix}${parts.join('/')}`);
  return fc.asyncProperty(pagePath, acceptLanguage, async (path, language) => {
    const started = performance.now();
    const answer = await rawRequest(baseUrl, { path, headers: { accept: 'text/html', 'accept-language': language } });
    count(tally, answer.status, performance.now() - started);
    const problem = judge(answer, path.startsWith('/api'));
    if (problem) throw new Error(problem);
    if (/root:x:0:0|"name": "@parcelpilot/.test(answer.text))
      throw new Error('a file outside the frontends was served');
  });
}

function perCase(ms: number, cases: number): string {
  return (ms / Math.max(1, cases)).toFixed(2);
}

/**
 * Every public endpoint of the running product (from its OpenAPI document and its @Public() decorators), and the page
 * paths, each fuzzed with REQUIRED_CASES_PER_ENDPOINT cases of its own: hostile path parameters, query strings, bodies,
 * content types and Accept-Language. Never a 5xx, never a dropped connection, every refusal a 4xx with a JSON
 * `{statusCode, message}`, the process alive after. Prints each endpoint's cases and what a case cost.
 */
export const publicEndpoints = (shared: CaseContext): SuiteCase => ({
  id: 'public-endpoints',
  title: `Every public endpoint's input: property-based, ${ENDPOINT_RUNS} cases per endpoint`,
  timeoutMs: 1_800_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const apis: ApiProcess[] = [{ process: product.api, baseUrl: product.baseUrl }];
    for (let number = 2; number <= API_PROCESSES; number += 1) {
      apis.push(await startApi(context, `api-${number}`, product.options));
    }
    const names = await existingNames(product.baseUrl);
    context.figure('existing names mixed into path parameters', names.length);
    const targets: Target[] = [
      ...product.routes
        .filter((route) => route.access === 'public')
        .map((route) => ({
          name: `${route.method} ${route.path}`,
          property: (tally: Tally, baseUrl: string) => routeProperty(baseUrl, route, names, tally),
        })),
      { name: 'GET page paths', property: (tally: Tally, baseUrl: string) => pagesProperty(baseUrl, tally) },
    ];
    context.figure('public endpoints (and the page paths)', targets.length);
    context.figure('API processes', apis.length);
    context.figure('connections', CONNECTIONS);
    const runs: TargetRun[] = [];
    for (const target of targets) {
      const run = await fuzzTarget(apis, target);
      runs.push(run);
      const failed = run.verdicts.filter((verdict) => verdict.failed);
      context.log(
        `${run.cases} cases ${failed.length > 0 ? 'FAILED' : 'ok'} ${run.name}: ${(run.wallMs / 1000).toFixed(1)} s, ` +
          `per case ${perCase(run.wallMs * CONNECTIONS, run.cases)} ms answer-to-answer on one connection, ` +
          `API CPU ${perCase(run.serverCpuMs, run.cases)} ms, suite CPU ${perCase(run.clientCpuMs, run.cases)} ms; ` +
          histogram(run.tally.statuses),
      );
      for (const verdict of failed) {
        context.log(
          `  ${String(verdict.error)} (seed ${verdict.seed}) — counterexample ${JSON.stringify(verdict.counterexample)?.slice(0, 600)}`,
        );
      }
    }
    const all = newTally();
    for (const run of runs) {
      all.requests += run.tally.requests;
      all.answerMs += run.tally.answerMs;
      all.slowestMs = Math.max(all.slowestMs, run.tally.slowestMs);
      for (const [status, times] of run.tally.statuses)
        all.statuses.set(status, (all.statuses.get(status) ?? 0) + times);
    }
    const cases = runs.reduce((sum, run) => sum + run.cases, 0);
    const wallMs = runs.reduce((sum, run) => sum + run.wallMs, 0);
    const fewest = runs.reduce((least, run) => (run.cases < least.cases ? run : least));
    context.figure('cases per endpoint (fewest)', `${fewest.cases} (${fewest.name})`);
    context.figure('cases in all', cases);
    context.figure('requests sent', all.requests);
    context.figure('answers by status', histogram(all.statuses));
    context.figure('requests a second', Math.round(all.requests / (wallMs / 1000)));
    context.figure(
      'CPU per case (ms, API processes / suite)',
      `${perCase(
        runs.reduce((sum, run) => sum + run.serverCpuMs, 0),
        cases,
      )} / ${perCase(
        runs.reduce((sum, run) => sum + run.clientCpuMs, 0),
        cases,
      )}`,
    );
    context.figure('mean answer (ms)', perCase(all.answerMs, all.requests));
    context.figure('slowest answer (ms)', Math.round(all.slowestMs));
    context.figure('time (s)', Math.round(wallMs / 1000));
    const failures = runs.filter((run) => run.verdicts.some((verdict) => verdict.failed));
    context.check(
      failures.length === 0,
      'no public endpoint answers a 5xx or an unclear refusal to hostile input',
      failures.map((run) => run.name).join(', '),
    );
    const short = runs.filter((run) => run.cases < REQUIRED_CASES_PER_ENDPOINT);
    context.check(
      short.length === 0,
      `each of the ${runs.length} endpoints was tried with at least ${REQUIRED_CASES_PER_ENDPOINT} cases of its own`,
      short.map((run) => `${run.name}: ${run.cases}`).join(', '),
    );
    const crashed = apis.filter((api) => !api.process.running);
    context.check(
      crashed.length === 0,
      'no API process crashed',
      crashed.map((api) => `${api.process.name}: ${api.process.exitDescription}`).join(', '),
    );
    for (const api of apis) {
      const health = await http(`${api.baseUrl}/api/health`);
      context.check(
        health.status === 200 && field(health, 'status') === 'ok',
        `health of ${api.process.name} is 200 after the fuzzing`,
      );
    }
  },
});
