import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase } from '../support/databases.js';
import { field, http, rawRequest, signIn, type HttpAnswer } from '../support/http.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, productRoot, startApi } from '../support/product.js';
import { waitFor, type CaseContext, type SuiteCase } from '../support/suite.js';
import { hostileProduct } from './hostile-product.js';

/** The per-IP limit of the API processes this file starts: small enough (under 200) to be counted exactly. */
const LIMIT = 100;

/** Which per-IP bucket a request was counted in, read off its RateLimit-Remaining (LIMIT - count so far). */
async function remaining(baseUrl: string, forwardedFor?: string): Promise<number> {
  const answer = await rawRequest(baseUrl, {
    path: '/api/tracking/formats',
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return Number(answer.headers['ratelimit-remaining']);
}

/**
 * Issue 18, finding 9: TRUST_PROXY decides whose X-Forwarded-For is believed; values that are not addresses never
 * make a bucket of their own; IPv6 clients are counted by their /64, by the rate limit and the sign-in throttle.
 * Two API processes on one database: one that trusts only 10.0.0.0/8 (so the suite, on loopback, is an untrusted
 * peer), and one behind two proxies (`TRUST_PROXY=2`).
 */
export const addressKeys: SuiteCase = {
  id: 'address-keys',
  title: 'Client addresses: TRUST_PROXY, forged X-Forwarded-For, IPv6 /64 buckets',
  timeoutMs: 240_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const start = (name: string, trustProxy: string) =>
      startApi(
        context,
        name,
        installation(databaseUrl, redis.url, {
          RUN_WORKERS: 'false',
          RATE_LIMIT_PER_MINUTE: String(LIMIT),
          TRUST_PROXY: trustProxy,
        }),
      );
    const untrusted = await start('api-trusting-10/8', '10.0.0.0/8');
    const behindTwo = await start('api-behind-2-proxies', '2');

    const fromUntrusted = [
      await remaining(untrusted.baseUrl, '198.51.100.1'),
      await remaining(untrusted.baseUrl, '198.51.100.2'),
      await remaining(untrusted.baseUrl),
    ];
    context.figure('untrusted peer, forwarded 198.51.100.1 / .2 / none: remaining', fromUntrusted.join(' / '));
    context.check(
      fromUntrusted.join() === [LIMIT - 1, LIMIT - 2, LIMIT - 3].join(),
      'forwarded addresses from a peer that is not trusted are ignored: one bucket, the peer’s',
    );

    const base = behindTwo.baseUrl;
    const hops = [
      await remaining(base, '192.0.2.50, 198.51.100.7, 10.0.0.5'),
      await remaining(base, '192.0.2.51, 198.51.100.7, 10.0.0.6'),
      await remaining(base, '198.51.100.8'),
    ];
    context.figure('TRUST_PROXY=2, client 198.51.100.7 twice (other forged first entries), then .8', hops.join(' / '));
    context.check(
      hops.join() === [LIMIT - 1, LIMIT - 2, LIMIT - 1].join(),
      'with a hop count of 2 the address two hops back is the client; entries before it are not believed',
    );

    const garbage = [
      await remaining(base),
      await remaining(base, 'evil'),
      await remaining(base, "' OR 1=1 --"),
      await remaining(base, '198.51.100.9:4711'),
    ];
    context.figure('no header, then three values that are not addresses: remaining', garbage.join(' / '));
    context.check(
      garbage.join() === [LIMIT - 1, LIMIT - 2, LIMIT - 3, LIMIT - 4].join(),
      'values that are not IP addresses are ignored: counted as the peer, never as buckets of their own',
    );

    const ipv6 = [
      await remaining(base, '2001:db8:7:7::1'),
      await remaining(base, '2001:db8:7:7:abcd::2'),
      await remaining(base, '2001:db8:7:8::1'),
    ];
    context.figure('2001:db8:7:7::1, 2001:db8:7:7:abcd::2, 2001:db8:7:8::1: remaining', ipv6.join(' / '));
    context.check(
      ipv6.join() === [LIMIT - 1, LIMIT - 2, LIMIT - 1].join(),
      'two IPv6 addresses in one /64 share a bucket; another /64 has its own',
    );

    const email = 'nobody@address-keys.test';
    const signInFrom = (address: string) =>
      rawRequest(base, {
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ email, password: 'wrong password' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      });
    const failures: number[] = [];
    for (let index = 1; index <= 5; index++) failures.push((await signInFrom(`2001:db8:9:9::${index}`)).status);
    const sameSlash64 = await signInFrom('2001:db8:9:9:ffff::1');
    const otherSlash64 = await signInFrom('2001:db8:9:a::1');
    context.figure(
      'sign-in: 5 failures from one /64, then the same /64, then another',
      `${failures.join(' ')} / ${sameSlash64.status} / ${otherSlash64.status}`,
    );
    context.check(
      failures.every((status) => status === 401) && sameSlash64.status === 429 && otherSlash64.status === 401,
      'the sign-in throttle counts one /64 as one address',
    );
  },
};

async function createUser(
  admin: Awaited<ReturnType<typeof signIn>>,
  baseUrl: string,
  user: { email: string; password: string },
): Promise<HttpAnswer> {
  return admin.call(baseUrl, '/api/users', { method: 'POST', body: { name: 'Guessed', role: 'editor', ...user } });
}

/**
 * Issue 18, finding 8: the profile's current-password check counts against the same limits as sign-in, and an
 * account guessed at from many addresses is locked for a while (429 with Retry-After), whoever asks.
 */
export const passwordGuessing = (shared: CaseContext): SuiteCase => ({
  id: 'password-guessing',
  title: 'Password guesses: profile check shares the sign-in throttle; per-account lock with Retry-After',
  timeoutMs: 120_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;

    const owner = { email: 'profile-guess@reliability.test', password: 'profile guess password' };
    context.check((await createUser(product.admin, base, owner)).status === 201, 'a user of its own is created');
    const session = await signIn(base, owner);
    const change = (currentPassword: string) =>
      session.call(base, '/api/profile', {
        method: 'PUT',
        body: { name: 'Guessed', currentPassword, newPassword: 'a brand new password' },
      });
    const wrong: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) wrong.push((await change(`guess number ${attempt}`)).status);
    const sixth = await change(owner.password);
    context.figure(
      'PUT /api/profile: five wrong current passwords, then the right one',
      `${wrong.join(' ')} / ${sixth.status}`,
    );
    context.check(
      wrong.every((status) => status === 400),
      'each wrong current password: 400 naming the field',
    );
    context.check(
      sixth.status === 429 && Number(sixth.headers.get('retry-after')) > 0,
      'the sixth check from that address: 429 with Retry-After',
      `${sixth.status} ${sixth.headers.get('retry-after')} ${sixth.text.slice(0, 120)}`,
    );
    const signInHere = await http(`${base}/api/auth/login`, { body: owner });
    context.check(signInHere.status === 429, 'sign-in from that address shares the count: 429', `${signInHere.status}`);

    const target = { email: 'spread-guess@reliability.test', password: 'spread guess password' };
    context.check((await createUser(product.admin, base, target)).status === 201, 'a second user is created');
    const guesses: number[] = [];
    for (let index = 1; index <= 10; index++) {
      const answer = await http(`${base}/api/auth/login`, {
        body: { email: target.email, password: `guess ${index}` },
        headers: { 'x-forwarded-for': `198.51.100.${index}` },
      });
      guesses.push(answer.status);
    }
    const locked = await http(`${base}/api/auth/login`, {
      body: target,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    const retryAfter = Number(locked.headers.get('retry-after'));
    context.figure('sign-in: ten wrong passwords from ten addresses', guesses.join(' '));
    context.figure('then the right password from an eleventh address', `${locked.status}, Retry-After ${retryAfter}`);
    context.check(
      guesses.every((status) => status === 401),
      'each of the ten guesses: 401',
    );
    context.check(
      locked.status === 429 && retryAfter > 0 && retryAfter <= 60,
      'the account is locked for everyone for at most a minute (first lock): 429 with Retry-After',
      `${locked.status} ${retryAfter}`,
    );
    context.check(
      /for this account/.test(field<string>(locked, 'message') ?? ''),
      'the message says the account is locked and when to try again',
      field<string>(locked, 'message'),
    );
  },
});

/**
 * Issue 18, finding 5: a GET never signs out. The page /auth/signout only offers a Sign out button (the browser part
 * is e2e/tests/auth.spec.ts); here: the page itself, every documented GET under /api/auth and a GET of the logout
 * route, sent with the session cookie as a link from another site would send it, leave the session alive.
 */
export const signOutByGet = (shared: CaseContext): SuiteCase => ({
  id: 'sign-out-by-get',
  title: 'No GET signs out: /auth/signout and every GET under /api/auth leave the session alive',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;
    const user = { email: 'signout-get@reliability.test', password: 'sign-out by get password' };
    context.check((await createUser(product.admin, base, user)).status === 201, 'a user of its own is created');
    const session = await signIn(base, user);
    const alive = async () => (await session.call(base, '/api/profile')).status === 200;
    const fromElsewhere = { cookie: session.cookie, referer: 'https://elsewhere.example/' };

    const paths = [
      '/auth/signout',
      '/de/auth/signout',
      '/api/auth/logout',
      ...product.routes
        .filter((route) => route.method === 'GET' && route.path.startsWith('/api/auth/'))
        .map((route) => route.path),
    ];
    const ended: string[] = [];
    for (const path of paths) {
      const answer = await http(`${base}${path}`, { headers: fromElsewhere });
      if (answer.status === 0 || answer.status >= 500) ended.push(`${path} answered ${answer.status}`);
      else if (!(await alive())) ended.push(`${path} (${answer.status}) ended the session`);
    }
    context.figure('GETs sent with the session cookie from another site', paths.join(', '));
    context.check(ended.length === 0, 'the session is alive after each of them', ended.join('; '));
    const logout = await session.call(base, '/api/auth/logout', { method: 'POST', headers: { origin: base } });
    context.check(
      logout.status === 200 && !(await alive()),
      'the sign-out action (POST with the CSRF token) still ends it',
      `${logout.status}`,
    );
  },
});

/**
 * Issue 18, finding 12: the request log (LOG_LEVEL=info, production JSON) keeps no session cookie, authorization,
 * nor CSRF token (the API's header and the queue board's), neither real ones nor made-up ones: it keeps a list of
 * request headers, and these are not on it.
 */
export const requestLogRedaction: SuiteCase = {
  id: 'request-log-redaction',
  title: 'The request log keeps no cookie, authorization or CSRF token',
  timeoutMs: 120_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const api = await startApi(
      context,
      'api-logging-requests',
      installation(databaseUrl, redis.url, { RUN_WORKERS: 'false', LOG_LEVEL: 'info' }),
    );
    const base = api.baseUrl;
    const session = await signIn(base);
    const change = await session.call(base, '/api/profile', { method: 'PUT', body: { name: 'Administrator' } });
    context.check(change.status === 200, 'a change with the session cookie and its CSRF token', `${change.status}`);
    const marker = `secret-${randomBytes(8).toString('hex')}`;
    const madeUp = await http(`${base}/api/profile?log-check=${marker}`, {
      headers: {
        cookie: `parcelpilot_session=${marker}-cookie`,
        authorization: `Bearer ${marker}-authorization`,
        'x-csrf-token': `${marker}-csrf`,
        'x-xsrf-token': `${marker}-xsrf`,
      },
    });
    context.check(madeUp.status === 401, 'a request with made-up values in each of those headers', `${madeUp.status}`);
    const logs = await waitFor('both requests in the log', () => {
      const text = api.process.logs();
      return text.includes(`log-check=${marker}`) && text.includes('"method":"PUT"') ? text : undefined;
    });
    const sessionValue = session.cookie.slice(session.cookie.indexOf('=') + 1);
    const leaks = [
      [session.csrfToken, 'the session’s CSRF token'],
      [sessionValue, 'the session cookie'],
      [`${marker}-cookie`, 'a cookie'],
      [`${marker}-authorization`, 'an Authorization header'],
      [`${marker}-csrf`, 'an x-csrf-token header'],
      [`${marker}-xsrf`, 'an x-xsrf-token header'],
    ].filter(([value]) => logs.includes(value));
    context.figure('request log lines', logs.split('\n').filter((line) => line.includes('request completed')).length);
    context.check(leaks.length === 0, 'none of them is in the log', leaks.map(([, what]) => what).join(', '));
    // The line of the made-up request is there, with the headers the log keeps and none of those four by name.
    const line = logs.split('\n').find((text) => text.includes(`log-check=${marker}`)) ?? '';
    const headers = Object.keys((JSON.parse(line) as { req: { headers: Record<string, string> } }).req.headers);
    context.check(
      headers.includes('host') &&
        !headers.some((name) => /^(cookie|authorization|x-csrf-token|x-xsrf-token)$/.test(name)),
      'its line keeps listed headers only (host), none of those four',
      headers.join(', '),
    );
  },
};

/**
 * Issue 18, finding 12: a production install shows anyone neither the API's description (Swagger UI,
 * /api/openapi.json), nor the detailed health report, nor the frontends' source maps; staff still read the first two.
 */
export const productionSurface = (shared: CaseContext): SuiteCase => ({
  id: 'production-surface',
  title: 'Production: API description and health detail for staff only, no source maps',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;
    const staff = { cookie: product.editor.cookie };
    for (const path of ['/api/docs', '/api/docs/swagger-ui-init.js', '/api/openapi.json']) {
      const anonymous = await http(`${base}${path}`);
      const asStaff = await http(`${base}${path}`, { headers: staff });
      context.check(
        anonymous.status === 401 && asStaff.status === 200,
        `${path}: 401 without a session, 200 for staff`,
        `${anonymous.status} / ${asStaff.status}`,
      );
    }
    const health = await http(`${base}/api/health`);
    context.figure('anonymous GET /api/health', health.text);
    context.check(
      health.status === 200 && JSON.stringify(health.body) === JSON.stringify({ status: 'ok' }),
      'anonymous health says only up: {"status":"ok"}',
      health.text.slice(0, 200),
    );
    const detail = await http(`${base}/api/health`, { headers: staff });
    context.check(
      field(detail, 'db') === 'up' && typeof field(detail, 'version') === 'string',
      'staff get the detail (db, redis, version, carriers)',
      detail.text.slice(0, 200),
    );
    const maps = ['frontend-shell', 'frontend-public', 'frontend-admin'].flatMap((part) =>
      readdirSync(join(productRoot(), part, 'dist'))
        .filter((file) => file.endsWith('.js.map'))
        .slice(0, 2)
        .map((file) => `${part === 'frontend-shell' ? '' : `/mf/${part.slice('frontend-'.length)}`}/${file}`),
    );
    const served: string[] = [];
    for (const path of maps) {
      const script = await http(`${base}${path.replace(/\.map$/, '')}`);
      const map = await http(`${base}${path}`, { headers: staff });
      if (script.status !== 200 || map.status !== 404)
        served.push(`${path}: script ${script.status}, map ${map.status}`);
    }
    context.figure('source maps asked for (as staff)', maps.length);
    context.check(
      maps.length > 0 && served.length === 0,
      'no source map is served, the scripts are',
      served.join('; '),
    );
  },
});

/** Issue 18, finding 12: the queue board's changes need the session's CSRF token, not only a session and the site. */
export const queueBoardCsrf = (shared: CaseContext): SuiteCase => ({
  id: 'queue-board-csrf',
  title: 'Queue board actions need the CSRF token',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;
    const pause = `${base}/admin/queues/api/queues/stats/pause`;
    const board = await http(`${base}/admin/queues`, { headers: { cookie: product.admin.cookie } });
    const handed = board.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN=')) ?? '';
    context.check(
      handed.startsWith(`XSRF-TOKEN=${product.admin.csrfToken};`) && /samesite=strict/i.test(handed),
      'the board page hands its UI the session’s token (cookie XSRF-TOKEN, SameSite=Strict)',
      handed,
    );
    const attempts: Array<{ what: string; headers: Record<string, string> }> = [
      { what: 'no token, same site', headers: { cookie: product.admin.cookie, origin: base } },
      { what: 'no token, no Origin', headers: { cookie: product.admin.cookie } },
      { what: 'a forged token', headers: { cookie: product.admin.cookie, 'x-xsrf-token': 'forged' } },
    ];
    for (const attempt of attempts) {
      const answer = await http(pause, { method: 'PUT', headers: attempt.headers });
      context.check(answer.status === 403, `PUT …/stats/pause, ${attempt.what}: 403`, `${answer.status}`);
    }
    const withToken = { cookie: product.admin.cookie, 'x-xsrf-token': product.admin.csrfToken };
    const paused = await http(pause, { method: 'PUT', headers: withToken });
    const resumed = await http(`${base}/admin/queues/api/queues/stats/resume`, { method: 'PUT', headers: withToken });
    context.check(
      paused.status === 200 && resumed.status === 200,
      'with the token: pause and resume answer 200',
      `${paused.status} / ${resumed.status}`,
    );
  },
});

/**
 * Issue 18, finding 12, three refusals of input: an upload without a session before its body is read, a contact
 * address with a quoted local part (CR/LF, markup), and a user picture that is not a file of this site.
 */
export const reviewedInputs = (shared: CaseContext): SuiteCase => ({
  id: 'reviewed-inputs',
  title: 'Uploads authenticate first; quoted e-mail local parts and foreign picture URLs are refused',
  timeoutMs: 60_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;
    const huge = JSON.stringify({
      filename: 'big.png',
      content: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`,
    });
    for (const [what, body] of [
      ['9 MB', huge],
      ['malformed JSON', '{"filename": '],
    ] as const) {
      const answer = await rawRequest(base, {
        method: 'POST',
        path: '/api/files',
        body,
        headers: { 'content-type': 'application/json' },
      });
      context.check(
        answer.status === 401,
        `anonymous upload, ${what}: 401 before the body is read (not ${what === '9 MB' ? 413 : 400})`,
        `${answer.status} ${answer.text.slice(0, 100)}`,
      );
    }

    const addresses = [
      '"a\r\nBcc: victim@example.com"@example.com',
      '"<img src=x onerror=alert(1)>"@example.com',
      '"john doe"@example.com',
    ];
    for (const userEmail of addresses) {
      const answer = await http(`${base}/api/contact`, {
        body: { subject: 'Hello', message: 'Where is my parcel?', userEmail },
      });
      const errors = (answer.body as { errors?: Record<string, string> } | undefined)?.errors;
      context.check(
        answer.status === 400 && errors?.userEmail === 'Not valid format',
        `contact form with ${JSON.stringify(userEmail)}: 400 "Not valid format"`,
        `${answer.status} ${answer.text.slice(0, 150)}`,
      );
    }

    const pictures = ['https://tracker.example/pixel.gif', '//tracker.example/p.gif', 'javascript:alert(1)'];
    for (const image of pictures) {
      const answer = await product.editor.call(base, '/api/profile', {
        method: 'PUT',
        body: { name: 'Reliability Editor', image },
      });
      const errors = (answer.body as { errors?: Record<string, string> } | undefined)?.errors;
      context.check(
        answer.status === 400 && typeof errors?.image === 'string',
        `profile picture ${image}: 400 naming the image field`,
        `${answer.status} ${answer.text.slice(0, 150)}`,
      );
    }
  },
});
