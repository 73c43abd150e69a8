import { query } from '../support/databases.js';
import { http, rawRequest, signIn } from '../support/http.js';
import { STAFF_ADMIN } from '../support/product.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { fillPath, hostileProduct, judge, type HostileProduct } from './hostile-product.js';
import { encodeStrictly, SQL_INJECTIONS, TRAVERSALS } from './hostile-values.js';
import type { Route } from './routes.js';

/** pg_sleep(3) in a payload would make its answer at least this slow, had it been executed. */
const INJECTED_SLEEP_MS = 2900;

async function tableCounts(databaseUrl: string): Promise<string> {
  const rows = await query<{ users: string; codes: string; tables: string }>(
    databaseUrl,
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM tracking_codes WHERE is_demo) AS codes,
            (SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public') AS tables`,
  );
  return `${rows[0].users} users, ${rows[0].codes} demo shipments, ${rows[0].tables} tables`;
}

/** Requests that put one payload into every input of a route: each path parameter, each query parameter, each body field. */
function payloadRequests(route: Route, payload: string): Array<{ path: string; body?: string }> {
  const encoded = encodeStrictly(payload);
  const base = Object.fromEntries(route.pathParams.map((name) => [name, encoded]));
  const requests: Array<{ path: string; body?: string }> = [{ path: fillPath(route, base) }];
  for (const name of route.queryParams) {
    const value =
      name === 'filter' ? encodeStrictly(JSON.stringify({ title: payload, name: payload, code: payload })) : encoded;
    requests.push({ path: `${fillPath(route, base)}?${name}=${value}` });
  }
  if (route.bodyFields?.length) {
    requests.push({
      path: fillPath(route, base),
      body: JSON.stringify(Object.fromEntries(route.bodyFields.map((name) => [name, payload]))),
    });
  }
  return requests;
}

/**
 * SQL injection payloads in every input of every endpoint, public ones anonymously and staff ones as the admin: never a
 * 5xx, never as slow as an injected pg_sleep, and the database unchanged afterwards (users, demo shipments, tables).
 */
export const sqlInjection = (shared: CaseContext): SuiteCase => ({
  id: 'sql-injection',
  title: 'SQL injection strings in every input of every endpoint are harmless',
  timeoutMs: 600_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const before = await tableCounts(product.databaseUrl);
    let sent = 0;
    let notSetUp = 0;
    let slowest = 0;
    const problems: string[] = [];
    // Deleting is a legitimate admin action, not an injection, and the session's own routes (sign-out, profile) would
    // end the admin's session: those are left out.
    const routes = product.routes.filter(
      (route) => route.method !== 'DELETE' && !/\/api\/(auth\/logout|profile)$/.test(route.path),
    );
    for (const route of routes) {
      for (const payload of SQL_INJECTIONS) {
        for (const request of payloadRequests(route, payload)) {
          const started = performance.now();
          const answer = await rawRequest(product.baseUrl, {
            method: route.method,
            path: request.path,
            body: request.body,
            headers: {
              ...(request.body ? { 'content-type': 'application/json' } : {}),
              ...(route.access === 'public'
                ? {}
                : { cookie: product.admin.cookie, 'x-csrf-token': product.admin.csrfToken }),
            },
          });
          sent += 1;
          // A staff route whose outside service is not set up (mail test, AI assistant) says so with 502/503 whatever
          // the input: that is not the payload's doing.
          const message = (answer.body as { message?: unknown } | undefined)?.message;
          const unavailable =
            route.access !== 'public' &&
            [502, 503].includes(answer.status) &&
            typeof message === 'string' &&
            message !== '';
          if (unavailable) notSetUp += 1;
          const problem = unavailable ? undefined : judge(answer, true);
          if (problem) problems.push(`${route.method} ${request.path.slice(0, 120)}: ${problem}`);
          slowest = Math.max(slowest, performance.now() - started);
        }
      }
    }
    const after = await tableCounts(product.databaseUrl);
    context.figure('requests with an injection payload', sent);
    context.figure('answers 502/503 "not set up" (mail test, AI assistant without key)', notSetUp);
    context.figure('database before / after', `${before} / ${after}`);
    context.check(
      problems.length === 0,
      'no payload causes a 5xx or an unclear refusal',
      problems.slice(0, 5).join('\n'),
    );
    context.check(before === after, 'the database is unchanged (users, demo shipments, tables)');
    context.check(
      slowest < INJECTED_SLEEP_MS,
      'no answer is as slow as an executed pg_sleep(3)',
      `${Math.round(slowest)} ms`,
    );
    const signInAgain = await http(`${product.baseUrl}/api/auth/login`, { body: STAFF_ADMIN });
    context.check(signInAgain.status === 200, 'the admin can still sign in');
  },
});

const LEAKS = /root:x:0:0|"name": "@parcelpilot|\[extensions\]|SESSION_SECRET/;

/** Traversal through the routes that name a file (files/raw/:name, carriers/getThumbnail/:code) and the static frontends. */
export const pathTraversal = (shared: CaseContext): SuiteCase => ({
  id: 'path-traversal',
  title: 'Path traversal on files, thumbnails and the static frontends is refused',
  timeoutMs: 120_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const fileRoutes = product.routes.filter(
      (route) => route.method === 'GET' && /files\/raw|getThumbnail/.test(route.path) && route.pathParams.length === 1,
    );
    if (fileRoutes.length === 0) context.skip('no file or thumbnail route exists yet');
    context.figure('file routes tried', fileRoutes.map((route) => route.path).join(', '));
    const asSent = (path: string) => path.replace(/\\/g, '%5C').replaceAll('\u0000', '%00');
    const refusedPaths: string[] = [];
    const wronglyAnswered: string[] = [];
    for (const route of fileRoutes) {
      for (const traversal of TRAVERSALS) {
        for (const segment of [encodeStrictly(traversal), asSent(traversal.replace(/\//g, '%2F')), asSent(traversal)]) {
          const path = fillPath(route, { [route.pathParams[0]]: segment });
          const answer = await rawRequest(product.baseUrl, { path });
          if (answer.status >= 400 && answer.status < 500 && !LEAKS.test(answer.text)) refusedPaths.push(path);
          else wronglyAnswered.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
        }
      }
    }
    context.figure(
      'traversal requests on file routes, refused with a 4xx',
      `${refusedPaths.length} of ${refusedPaths.length + wronglyAnswered.length}`,
    );
    context.check(
      wronglyAnswered.length === 0,
      'every traversal on the file routes is refused with a 4xx',
      wronglyAnswered.slice(0, 5).join('; '),
    );
    const leaked: string[] = [];
    let staticTried = 0;
    for (const prefix of ['/mf/public/', '/mf/admin/', '/', '/assets/']) {
      for (const traversal of [
        ...TRAVERSALS,
        '..%2f..%2f..%2fbackend%2fpackage.json',
        '%2e%2e/%2e%2e/%2e%2e/package.json',
      ]) {
        const path = `${prefix}${asSent(traversal)}`;
        const answer = await rawRequest(product.baseUrl, { path });
        staticTried += 1;
        if (answer.status === 0 || answer.status >= 500 || LEAKS.test(answer.text)) {
          leaked.push(`${path} → ${answer.status} ${answer.text.slice(0, 80)}`);
        }
      }
    }
    context.figure('traversal requests on the static frontends', staticTried);
    context.check(
      leaked.length === 0,
      'the static frontends serve nothing outside their build (and never a 5xx)',
      leaked.slice(0, 5).join('; '),
    );
  },
});

/**
 * Bodies over the limits are refused with 413 before any handler runs: 1 MB in general, 8 MB on upload routes, 512 kB
 * on 17TRACK's webhook (read raw, before its signature is checked).
 */
export const oversizedBodies = (shared: CaseContext): SuiteCase => ({
  id: 'oversized-bodies',
  title: 'Oversized bodies are refused with 413',
  timeoutMs: 120_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    const cases: Array<{ what: string; path: string; body: string; type: string; staff?: boolean }> = [
      {
        what: 'contact form, 2 MB JSON',
        path: '/api/contact',
        body: JSON.stringify({ subject: 'a', message: twoMegabytes }),
        type: 'application/json',
      },
      {
        what: 'sign-in, 2 MB JSON',
        path: '/api/auth/login',
        body: JSON.stringify({ email: 'a@b.c', password: twoMegabytes }),
        type: 'application/json',
      },
      {
        what: 'batch lookup, 2 MB JSON',
        path: '/api/tracking/batch',
        body: JSON.stringify({ codes: [twoMegabytes] }),
        type: 'application/json',
      },
      {
        what: 'contact form, 2 MB form',
        path: '/api/contact',
        body: `message=${twoMegabytes}`,
        type: 'application/x-www-form-urlencoded',
      },
      {
        what: '17TRACK webhook, 1 MB unsigned (limit 512 kB)',
        path: '/api/webhooks/17track',
        body: JSON.stringify({
          event: 'TRACKING_UPDATED',
          data: { number: 'RR123456789CN', pad: twoMegabytes.slice(0, 1024 * 1024) },
        }),
        type: 'application/json',
      },
      {
        what: 'file upload, 9 MB JSON (limit 8 MB)',
        path: '/api/files',
        body: JSON.stringify({ filename: 'big.png', content: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}` }),
        type: 'application/json',
        staff: true,
      },
    ];
    for (const item of cases) {
      if (item.staff && !product.routes.some((route) => route.path === item.path)) continue;
      const answer = await rawRequest(product.baseUrl, {
        method: 'POST',
        path: item.path,
        body: item.body,
        headers: {
          'content-type': item.type,
          ...(item.staff ? { cookie: product.admin.cookie, 'x-csrf-token': product.admin.csrfToken } : {}),
        },
      });
      const statusCode = (answer.body as { statusCode?: number } | undefined)?.statusCode;
      context.check(
        answer.status === 413 && statusCode === 413,
        `${item.what}: 413 with a JSON message`,
        `${answer.status} ${answer.text.slice(0, 100)}`,
      );
    }
    context.figure('oversized requests refused with 413', cases.length);
  },
});

/**
 * Every staff route (from the decorators): 401 without a session, 403 for an editor where only admins may go, and
 * neither for the admin.
 */
export const staffAccess = (shared: CaseContext): SuiteCase => ({
  id: 'staff-access',
  title: 'Admin endpoints: 401 without a session, 403 with the wrong role',
  timeoutMs: 180_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const unmarked = product.routes.filter((route) => route.access === 'unmarked');
    context.check(
      unmarked.length === 0,
      'every route declares @Public() or its roles',
      unmarked.map((route) => route.operationId).join(', '),
    );
    const guarded = product.routes.filter((route) => route.access === 'roles');
    const adminOnly = guarded.filter((route) => !route.roles.includes('editor'));
    const sample = '00000000-0000-4000-8000-000000000000';
    const call = (route: Route, headers: Record<string, string>) =>
      rawRequest(product.baseUrl, {
        method: route.method,
        path: fillPath(route, Object.fromEntries(route.pathParams.map((name) => [name, sample]))),
        body: route.method === 'GET' ? undefined : '{}',
        headers: { 'content-type': 'application/json', ...headers },
      });
    const withSession = (session: HostileProduct['admin']) => ({
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
    });
    const wrong = async (routes: Route[], headers: Record<string, string>, ok: (status: number) => boolean) => {
      const problems: string[] = [];
      for (const route of routes) {
        const answer = await call(route, headers);
        if (!ok(answer.status)) problems.push(`${route.method} ${route.path} → ${answer.status}`);
      }
      return problems;
    };
    const anonymous = await wrong(guarded, {}, (status) => status === 401);
    context.figure('staff routes tried without a session', guarded.length);
    context.check(anonymous.length === 0, `every staff route answers 401 without a session`, anonymous.join(', '));
    const asEditor = await wrong(adminOnly, withSession(product.editor), (status) => status === 403);
    context.figure('admin-only routes tried as an editor', adminOnly.length);
    context.check(asEditor.length === 0, 'every admin-only route answers 403 to an editor', asEditor.join(', '));
    // Only reads as the admin: the point is that the role is let through, not to change anything.
    const reads = adminOnly.filter((item) => item.method === 'GET');
    const asAdmin = await wrong(reads, withSession(product.admin), (status) => ![401, 403].includes(status));
    context.check(
      asAdmin.length === 0,
      `the admin is let through on the ${reads.length} admin-only reads`,
      asAdmin.join(', '),
    );
    const forged = await rawRequest(product.baseUrl, {
      path: '/api/users',
      headers: { cookie: 'parcelpilot_session=Fe26.2**forged**cookie' },
    });
    context.check(forged.status === 401, 'a forged session cookie is refused with 401', `${forged.status}`);
  },
});

/** Changes from another site are refused (Origin or Referer of another host), even with a valid session and token. */
export const crossSite = (shared: CaseContext): SuiteCase => ({
  id: 'cross-site',
  title: 'Cross-site POST refused; the CSRF token is required',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const evil = 'https://evil.example';
    const contact = { subject: 'Hello', message: 'From elsewhere', userEmail: 'someone@example.com' };
    const attempts: Array<{
      what: string;
      path: string;
      method?: string;
      body: unknown;
      headers: Record<string, string>;
    }> = [
      {
        what: 'contact form with Origin of another site',
        path: '/api/contact',
        body: contact,
        headers: { origin: evil },
      },
      {
        what: 'contact form with Referer of another site',
        path: '/api/contact',
        body: contact,
        headers: { referer: `${evil}/page` },
      },
      {
        what: 'contact form with Origin: null (sandboxed frame)',
        path: '/api/contact',
        body: contact,
        headers: { origin: 'null' },
      },
      {
        what: 'sign-in with Origin of another site',
        path: '/api/auth/login',
        body: STAFF_ADMIN,
        headers: { origin: evil },
      },
      {
        what: 'admin change with session and CSRF token, from another site',
        path: '/api/mailing-settings',
        method: 'PUT',
        body: { email: 'attacker@evil.example', email_server: 'evil.example', port: 25 },
        headers: { origin: evil, cookie: product.admin.cookie, 'x-csrf-token': product.admin.csrfToken },
      },
    ];
    for (const attempt of attempts) {
      const answer = await http(`${product.baseUrl}${attempt.path}`, {
        method: attempt.method ?? 'POST',
        body: attempt.body,
        headers: attempt.headers,
      });
      context.check(answer.status === 403, `${attempt.what}: 403`, `${answer.status} ${answer.text.slice(0, 100)}`);
    }
    const noToken = await http(`${product.baseUrl}/api/mailing-settings`, {
      method: 'PUT',
      body: { email: 'attacker@evil.example', email_server: 'evil.example', port: 25 },
      headers: { origin: product.baseUrl, cookie: product.admin.cookie },
    });
    context.check(noToken.status === 403, 'an admin change without the CSRF token: 403', `${noToken.status}`);
    const sameSite = await http(`${product.baseUrl}/api/contact`, {
      body: contact,
      headers: { origin: product.baseUrl },
    });
    context.check(sameSite.status === 202, 'the same change from this site is accepted (202)', `${sameSite.status}`);
    context.figure('cross-site attempts refused', attempts.length + 1);
  },
});

/** The session cookie: HttpOnly, Secure in production, SameSite=Lax, whole site, 14 days; sign-out clears it. */
export const sessionCookie = (shared: CaseContext): SuiteCase => ({
  id: 'session-cookie',
  title: 'Session cookie flags',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    // Signing out ends every session of the user, so this check signs in a user of its own.
    const user = { email: 'cookie@reliability.test', password: 'reliability cookie password' };
    const created = await product.admin.call(product.baseUrl, '/api/users', {
      method: 'POST',
      body: { name: 'Cookie Check', role: 'editor', ...user },
    });
    context.check(created.status === 201, 'a user of its own is created', `${created.status}`);
    const session = await signIn(product.baseUrl, user);
    const attributes = session.setCookie.split(';').map((part) => part.trim().toLowerCase());
    context.figure('Set-Cookie attributes', attributes.slice(1).join('; '));
    context.check(attributes.includes('httponly'), 'HttpOnly');
    context.check(attributes.includes('secure'), 'Secure (NODE_ENV=production)');
    context.check(attributes.includes('samesite=lax'), 'SameSite=Lax');
    context.check(attributes.includes('path=/'), 'Path=/');
    const maxAge = Number(attributes.find((part) => part.startsWith('max-age='))?.slice('max-age='.length));
    context.check(maxAge > 13 * 86400 && maxAge <= 14 * 86400, 'Max-Age of 14 days', `${maxAge}`);
    context.check(
      !/[a-z0-9._%+-]+@[a-z0-9.-]+/i.test(decodeURIComponent(session.cookie)),
      'the cookie value is sealed (no readable e-mail)',
    );
    const logout = await session.call(product.baseUrl, '/api/auth/logout', {
      method: 'POST',
      headers: { origin: product.baseUrl },
    });
    const cleared = logout.headers.getSetCookie().find((cookie) => cookie.startsWith('parcelpilot_session=')) ?? '';
    context.check(/max-age=0|expires=thu, 01 jan 1970/i.test(cleared), 'sign-out clears the cookie', cleared);
    const reused = await session.call(product.baseUrl, '/api/profile');
    context.check(reused.status === 401, 'the old cookie no longer opens a session after sign-out', `${reused.status}`);
  },
});
