import fc from 'fast-check';
import { field, http, rawRequest } from '../support/http.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { PROPERTY_RUNS } from './detection.cases.js';
import { fillPath, hostileProduct, judge } from './hostile-product.js';
import { encodeStrictly, hostileBody, hostileString, pathSegment } from './hostile-values.js';
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
        { weight: 4, arbitrary: queryValue.map((value) => `${name}=${value}`) },
        { weight: 1, arbitrary: fc.tuple(queryValue, queryValue).map(([a, b]) => `${name}=${a}&${name}=${b}`) },
        { weight: 1, arbitrary: queryValue.map((value) => `${name}[x]=${value}`) },
      ),
      { nil: undefined },
    ),
  );
  const unknown = fc.option(
    fc.tuple(hostileString.map(encodeStrictly), queryValue).map(([name, value]) => `${name}=${value}`),
    { freq: 3, nil: undefined },
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
}

/** One property per route: any path parameters, query, body and Accept-Language; the answer must pass `judge`. */
interface Verdict {
  failed: boolean;
  numRuns: number;
  counterexample: unknown;
  error: unknown;
}

/**
 * Cases per public endpoint. By default the endpoints share PROPERTY_RUNS (10,000) cases between them, which fits the CI
 * budget on two shared cores; HOSTILE_ENDPOINT_RUNS=10000 gives every endpoint 10,000 of its own.
 */
const ENDPOINT_RUNS = Number(process.env.HOSTILE_ENDPOINT_RUNS ?? 0);

async function fuzzRoute(baseUrl: string, route: Route, tally: Tally, numRuns: number): Promise<Verdict> {
  const segments = fc.record(Object.fromEntries(route.pathParams.map((name) => [name, pathSegment])));
  const property = fc.asyncProperty(
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
      tally.requests += 1;
      tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
      tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
      const problem = judge(answer, true);
      if (problem) throw new Error(problem);
    },
  );
  const details = await fc.check(property, { numRuns });
  return {
    failed: details.failed,
    numRuns: details.numRuns,
    counterexample: details.counterexample,
    error: details.errorInstance,
  };
}

function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
}

async function fuzzPages(context: CaseContext, baseUrl: string, tally: Tally, numRuns: number): Promise<void> {
  const pagePath = fc
    .tuple(
      fc.constantFrom('/', '/track/', '/mf/public/', '/mf/admin/', '/admin/', '/couriers/', '/'),
      fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
    )
    .map(([prefix, parts]) => `${prefix}${parts.join('/')}`);
  const details = await fc.check(
    fc.asyncProperty(pagePath, acceptLanguage, async (path, language) => {
      const answer = await rawRequest(baseUrl, { path, headers: { accept: 'text/html', 'accept-language': language } });
      tally.requests += 1;
      tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
      const problem = judge(answer, path.startsWith('/api'));
      if (problem) throw new Error(problem);
      if (/root:x:0:0|"name": "@parcelpilot/.test(answer.text))
        throw new Error('a file outside the frontends was served');
    }),
    { numRuns },
  );
  context.figure('page paths: cases tried', details.numRuns);
  context.check(
    !details.failed,
    `page paths: never a 5xx nor a file outside the frontends over ${details.numRuns} cases`,
    String(details.errorInstance),
  );
}

/**
 * Every public endpoint of the running product (from its OpenAPI document and its @Public() decorators), each fuzzed
 * with its own property: hostile path parameters, query strings, bodies, content types and Accept-Language. Never a
 * 5xx, never a dropped connection, every refusal a 4xx with a JSON `{statusCode, message}`, the process alive after.
 */
export const publicEndpoints = (shared: CaseContext): SuiteCase => ({
  id: 'public-endpoints',
  title: `Every public endpoint's input: property-based, ${ENDPOINT_RUNS > 0 ? `${ENDPOINT_RUNS} cases per endpoint` : `${PROPERTY_RUNS} cases across the endpoints`}`,
  timeoutMs: 1_200_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const publicRoutes = product.routes.filter((route) => route.access === 'public');
    const perRoute = ENDPOINT_RUNS > 0 ? ENDPOINT_RUNS : Math.ceil(PROPERTY_RUNS / publicRoutes.length);
    context.figure('public endpoints', publicRoutes.length);
    context.figure('cases per endpoint', perRoute);
    const tally: Tally = { requests: 0, statuses: new Map(), slowestMs: 0 };
    const started = Date.now();
    const results = await Promise.all(
      publicRoutes.map(async (route) => ({ route, details: await fuzzRoute(product.baseUrl, route, tally, perRoute) })),
    );
    const endpointCases = results.reduce((sum, { details }) => sum + details.numRuns, 0);
    context.figure('endpoint cases tried', endpointCases);
    await fuzzPages(context, product.baseUrl, tally, perRoute * 2);
    context.figure('requests sent', tally.requests);
    context.figure('answers by status', histogram(tally.statuses));
    context.figure('slowest answer (ms)', Math.round(tally.slowestMs));
    context.figure('time (s)', Math.round((Date.now() - started) / 1000));
    const failures = results.filter(({ details }) => details.failed);
    for (const { route, details } of failures) {
      context.log(
        `${route.method} ${route.path}: ${String(details.error)} — counterexample ${JSON.stringify(details.counterexample)?.slice(0, 600)}`,
      );
    }
    context.check(
      results.every(({ details }) => details.numRuns >= perRoute || details.failed),
      `each public endpoint was tried with ${perRoute} cases (${endpointCases} in all)`,
    );
    context.check(
      failures.length === 0,
      'no public endpoint answers a 5xx or an unclear refusal to hostile input',
      failures.map(({ route }) => `${route.method} ${route.path}`).join(', '),
    );
    context.check(product.api.running, 'the API process never crashed');
    const health = await http(`${product.baseUrl}/api/health`);
    context.check(health.status === 200 && field(health, 'db') === 'up', 'health is 200 after the fuzzing');
  },
});
