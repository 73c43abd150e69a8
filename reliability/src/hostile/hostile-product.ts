import { createScratchDatabase } from '../support/databases.js';
import { signIn, type StaffSession } from '../support/http.js';
import type { ManagedProcess } from '../support/processes.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, type ProductOptions, startApi } from '../support/product.js';
import type { CaseContext } from '../support/suite.js';
import { loadRoutes, type Route } from './routes.js';

export const EDITOR = { email: 'editor@reliability.test', password: 'reliability editor password' };

export interface HostileProduct {
  baseUrl: string;
  databaseUrl: string;
  api: ManagedProcess;
  /** What the API process was started with: another API process of the same installation starts with it too. */
  options: ProductOptions;
  routes: Route[];
  admin: StaffSession;
  editor: StaffSession;
}

let started: Promise<HostileProduct> | undefined;

/**
 * One production-mode API process shared by the hostile-input cases (started by the first case that asks, stopped
 * after the last): its own database and Redis, the per-IP limits set high so that they do not hide what the input
 * does, no background workers (the fuzzed contact messages stay queued), and an admin and an editor account.
 */
export function hostileProduct(shared: CaseContext): Promise<HostileProduct> {
  started ??= (async () => {
    const redis = await PrivateRedis.start(shared);
    const databaseUrl = await createScratchDatabase(shared);
    const options = installation(databaseUrl, redis.url, {
      DEMO_DATA: 'true',
      RUN_WORKERS: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      CONTACT_LIMIT_PER_HOUR: '1000000',
    });
    const { baseUrl, process: api } = await startApi(shared, 'api', options);
    const admin = await signIn(baseUrl);
    const created = await admin.call(baseUrl, '/api/users', {
      method: 'POST',
      body: { name: 'Reliability Editor', role: 'editor', ...EDITOR },
    });
    if (created.status !== 201) throw new Error(`creating the editor answered ${created.status}: ${created.text}`);
    const editor = await signIn(baseUrl, EDITOR);
    const routes = await loadRoutes(baseUrl, { cookie: admin.cookie });
    return { baseUrl, databaseUrl, api, options, routes, admin, editor };
  })();
  return started;
}

/** Fills an OpenAPI path template's parameters with already encoded segments. */
export function fillPath(route: Route, segments: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? 'x');
}

/** Whether an answer is acceptable for hostile input: never a 5xx, and every API refusal a clear JSON 4xx. */
export function judge(
  answer: { status: number; body: unknown; text: string; error?: string },
  isApi: boolean,
): string | undefined {
  if (answer.status === 0) return `no answer (${answer.error ?? 'connection failed'})`;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  if (!isApi) return answer.text.length > 0 ? undefined : `answered ${answer.status} with an empty body`;
  const body = answer.body as { statusCode?: unknown; message?: unknown } | undefined;
  if (!body || body.statusCode !== answer.status || typeof body.message !== 'string' || body.message.trim() === '') {
    return `answered ${answer.status} without a clear JSON message: ${answer.text.slice(0, 200)}`;
  }
  return undefined;
}
