import { rawRequest } from '../support/http.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { fillPath, hostileProduct, judge, type HostileProduct } from './hostile-product.js';
import { encodeStrictly } from './hostile-values.js';
import type { Route } from './routes.js';

/** Path parameters that name seeded records, so that a list behind them reaches its filter. */
const SEEDED_PATH_VALUES: Record<string, string> = { sysName: 'faq' };

/** A key no list filters by: the answer names the keys the list does. */
const PROBE_KEY = 'no-such-filter-key';

/**
 * Values of the wrong type for most columns: text on booleans, numbers on booleans, fractions and out-of-range
 * numbers on integers, malformed ids, objects and lists of objects, a date that does not exist.
 */
const WRONG_TYPES: unknown[] = [
  'x',
  1,
  0,
  1.5,
  -1,
  99_999_999_999,
  'true',
  true,
  '2026-13-45',
  'not-a-uuid',
  { nested: 1 },
  [{}],
  ['x', 1],
];

function headersFor(product: HostileProduct, route: Route): Record<string, string> {
  return route.access === 'public' ? {} : { cookie: product.admin.cookie, 'x-csrf-token': product.admin.csrfToken };
}

async function listAnswer(product: HostileProduct, route: Route, filter: Record<string, unknown>) {
  const path = fillPath(route, SEEDED_PATH_VALUES);
  return rawRequest(product.baseUrl, {
    path: `${path}?filter=${encodeStrictly(JSON.stringify(filter))}`,
    headers: headersFor(product, route),
  });
}

/** The keys a list filters by, read off its answer to an unknown key; a JSON key family (`customFields.<key>`) gets one. */
async function filterKeysOf(product: HostileProduct, route: Route): Promise<string[] | undefined> {
  const answer = await listAnswer(product, route, { [PROBE_KEY]: 1 });
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  if (answer.status !== 400 || typeof message !== 'string') return undefined;
  const listed = message.split('this list filters by: ')[1];
  return listed?.split(', ').map((key) => key.replace('.<key>', '.summary'));
}

/**
 * Issue 18, finding 6: every list (public ones anonymously, staff ones as the admin) with every key it filters by and
 * values of the wrong type: never a 5xx, and every refusal a 400 that names the field.
 */
export const typedFilters = (shared: CaseContext): SuiteCase => ({
  id: 'typed-filters',
  title: 'Typed list filters: a value of the wrong type is a 400 naming the field, on every list',
  timeoutMs: 300_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const lists = product.routes.filter((route) => route.method === 'GET' && route.queryParams.includes('filter'));
    const problems: string[] = [];
    const unprobed: string[] = [];
    let keys = 0;
    let refused = 0;
    let sent = 0;
    for (const route of lists) {
      const fields = await filterKeysOf(product, route);
      if (!fields?.length) {
        unprobed.push(route.path);
        continue;
      }
      keys += fields.length;
      for (const field of fields) {
        for (const value of WRONG_TYPES) {
          const answer = await listAnswer(product, route, { [field]: value });
          sent += 1;
          const verdict = judge(answer, true);
          const message = (answer.body as { message?: unknown } | undefined)?.message;
          if (verdict) problems.push(`${route.path} ${field}=${JSON.stringify(value)}: ${verdict}`);
          else if (answer.status === 400) {
            refused += 1;
            if (typeof message !== 'string' || !message.includes(`"${field}"`)) {
              problems.push(
                `${route.path} ${field}=${JSON.stringify(value)}: 400 without naming the field: ${String(message)}`,
              );
            }
          }
        }
      }
    }
    context.figure('lists', lists.length);
    context.figure('filter keys probed', keys);
    context.figure('requests', sent);
    context.figure('refused with 400', refused);
    context.check(lists.length >= 20, 'the API description lists the filtered lists', `${lists.length} lists`);
    context.check(unprobed.length === 0, 'every list names the keys it filters by', unprobed.join(', '));
    context.check(problems.length === 0, 'no 5xx, and every 400 names the field', problems.slice(0, 15).join('\n'));
    // Booleans, integers and ids are typed on most lists: a good share of these values must be refused.
    context.check(refused > sent / 4, 'wrong types are refused, not passed to the database', `${refused} of ${sent}`);
  },
});

function nested(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

/**
 * Issue 18, finding 6: JSON nested 3,000 levels deep in a body (the validation pipe would walk it recursively) is
 * refused with a 400 before it is parsed, on public and staff routes; ordinary nesting still works.
 */
export const deepJson = (shared: CaseContext): SuiteCase => ({
  id: 'deep-json',
  title: 'JSON nested 3,000 levels deep is a 400, on public and staff routes',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const staff = { cookie: product.admin.cookie, 'x-csrf-token': product.admin.csrfToken };
    const targets: Array<{ path: string; body: string; headers?: Record<string, string> }> = [
      { path: '/api/tracking/batch', body: `{"codes":${nested(3000)}}` },
      { path: '/api/contact', body: `{"name":"Deep","email":"deep@example.com","message":${nested(3000)}}` },
      { path: '/api/contact', body: nested(3000) },
      { path: '/api/carriers', body: `{"name":"Deep","translations":${nested(3000)}}`, headers: staff },
    ];
    for (const target of targets) {
      const answer = await rawRequest(product.baseUrl, {
        method: 'POST',
        path: target.path,
        body: target.body,
        headers: { 'content-type': 'application/json', ...target.headers },
      });
      const message = (answer.body as { message?: unknown } | undefined)?.message;
      context.figure(`POST ${target.path} (${target.body.slice(0, 20)}…)`, `${answer.status} ${String(message)}`);
      context.check(
        answer.status === 400 && typeof message === 'string' && message.includes('nested deeper'),
        `POST ${target.path} with 3,000 levels is a 400 saying the body is nested too deeply`,
        answer.text.slice(0, 200),
      );
    }
    const ordinary = await rawRequest(product.baseUrl, {
      method: 'POST',
      path: '/api/tracking/batch',
      body: JSON.stringify({ codes: ['1Z5R89390357567994'] }),
      headers: { 'content-type': 'application/json' },
    });
    context.check(ordinary.status === 200 || ordinary.status === 201, 'an ordinary batch still answers', ordinary.text);
  },
});

/**
 * Issue 18, finding 10: a `.` or `..` segment (`/t/faq/%2e%2e`) never reaches a page or a route as a parameter: the
 * site answers 404 (its not-found page, or JSON under /api) instead of rendering a shortened API path.
 */
export const dotSegments = (shared: CaseContext): SuiteCase => ({
  id: 'dot-segments',
  title: 'Dot segments in paths are a 404, on pages and API routes',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const pages = ['/t/faq/%2e%2e', '/t/faq/..', '/t/%2E', '/couriers/.%2e', '/track/%2e', '/shops/%2E%2E'];
    const api = ['/api/public/taxonomy/%2e%2e/content', '/api/public/carriers/%2e', '/api/tracking/%2e%2e'];
    for (const path of pages) {
      const answer = await rawRequest(product.baseUrl, { path, headers: { accept: 'text/html' } });
      context.check(
        answer.status === 404 && answer.text.includes('Page not found') && !answer.text.includes('TypeError'),
        `${path} is the not-found page with 404`,
        `${answer.status} ${answer.text.slice(0, 120)}`,
      );
    }
    for (const path of api) {
      const answer = await rawRequest(product.baseUrl, { path });
      context.check(answer.status === 404 && judge(answer, true) === undefined, `${path} is a JSON 404`, answer.text);
    }
    const real = await rawRequest(product.baseUrl, { path: '/t/faq', headers: { accept: 'text/html' } });
    context.check(real.status === 200, '/t/faq itself still renders', String(real.status));
  },
});
