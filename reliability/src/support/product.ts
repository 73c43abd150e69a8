import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManagedProcess, freePort, repositoryRoot } from './processes.js';
import { sleep, type CaseContext } from './suite.js';

/**
 * The product's memory settings, as `npm start` and the Dockerfile apply them (scripts/check-runtime-settings.mjs
 * keeps those in step with this file): the processes of the suites and benchmarks run as an installation does.
 */
const RUNTIME_SETTINGS = JSON.parse(readFileSync(join(repositoryRoot, 'backend/runtime-settings.json'), 'utf8')) as {
  env: Record<string, string>;
  apiNodeOptions: string[];
};

export const STAFF_ADMIN = { email: 'admin@reliability.test', password: 'reliability admin password' };

export interface ProductOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every process of one installation, so they see the same queues and counters. */
  redisPrefix: string;
  /** Shared too: a session signed in on one API process is read by the others. */
  sessionSecret: string;
  env?: Record<string, string>;
  /**
   * Options for node itself, before the entry file (the benchmarks' --profile gives `--prof`); for the API they come
   * after the product's own (`apiNodeOptions` of backend/runtime-settings.json), so a V8 flag given here wins.
   */
  nodeArgs?: string[];
  /** The API's log (standard output) goes to this file instead of the suite's memory, as a deployed log does. */
  logFile?: string;
}

/** What every process of one installation shares; `env` adds or overrides variables. */
export function installation(databaseUrl: string, redisUrl: string, env: Record<string, string> = {}): ProductOptions {
  return {
    databaseUrl,
    redisUrl,
    redisPrefix: `pp-rel-${randomBytes(4).toString('hex')}`,
    sessionSecret: randomBytes(36).toString('base64'),
    env,
  };
}

const REQUIRED_BUILD = [
  'backend/dist/main.js',
  'backend/dist/worker.js',
  'frontend-shell/dist/index.html',
  'frontend-public/dist-ssr/server.cjs',
];
const BUILD_PARTS = [
  'backend/dist',
  'backend/drizzle',
  'backend/package.json',
  'frontend-shell/dist',
  'frontend-public/dist',
  // The server build of the public pages: without it the API answers them with the shell alone (no server render).
  'frontend-public/dist-ssr',
  'frontend-admin/dist',
];
let snapshot: string | undefined;

/**
 * A copy of the built product (backend/dist, migrations, the three frontends' dist, node_modules linked) that every
 * process of a suite runs from, so a rebuild in the work tree during a run cannot swap files under a running process.
 */
export function productRoot(): string {
  if (snapshot) return snapshot;
  for (const file of REQUIRED_BUILD) {
    if (!existsSync(join(repositoryRoot, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first (the suites test the built product)`);
    }
  }
  const root = mkdtempSync(join(tmpdir(), 'pp-reliability-product-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  for (const part of BUILD_PARTS) {
    const source = join(repositoryRoot, part);
    if (!existsSync(source)) continue;
    mkdirSync(join(root, part, '..'), { recursive: true });
    cpSync(source, join(root, part), { recursive: true });
  }
  symlinkSync(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'));
  const missing = REQUIRED_BUILD.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0)
    throw new Error(`the build changed while it was copied (${missing.join(', ')} missing): retry`);
  snapshot = root;
  return root;
}

function productEnv(options: ProductOptions, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    SESSION_SECRET: options.sessionSecret,
    ADMIN_EMAIL: STAFF_ADMIN.email,
    ADMIN_PASSWORD: STAFF_ADMIN.password,
    DEMO_DATA: 'false',
    ...RUNTIME_SETTINGS.env,
    ...options.env,
    ...extra,
  };
}

function dataDirectory(context: CaseContext): string {
  const directory = mkdtempSync(join(tmpdir(), 'pp-reliability-data-'));
  context.defer('remove the data directory', () => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

export interface ApiProcess {
  process: ManagedProcess;
  baseUrl: string;
}

/** Starts `node backend/dist/main.js` with the product's memory settings (as `npm start` does) on a free port and waits until /api/health answers 200. */
export async function startApi(
  context: CaseContext,
  name: string,
  options: ProductOptions,
  extra: Record<string, string> = {},
): Promise<ApiProcess> {
  const cwd = productRoot();
  const port = await freePort();
  const env = productEnv(options, dataDirectory(context), { PORT: String(port), ...extra });
  const nodeArgs = [...RUNTIME_SETTINGS.apiNodeOptions, ...(options.nodeArgs ?? [])];
  const child = ManagedProcess.start(name, 'node', [...nodeArgs, 'backend/dist/main.js'], {
    env,
    cwd,
    stdoutFile: options.logFile,
  });
  context.defer(`stop ${name}`, () => child.stop());
  context.outputs.push({ name, tail: () => child.tail(20) });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!child.running) throw new Error(`${name} ended (${child.exitDescription}):\n${child.tail()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer 200 on /api/health within 90 s:\n${child.tail()}`);
    await sleep(250);
  }
  context.log(`${name} (pid ${child.pid}) answers on ${baseUrl}`);
  return { process: child, baseUrl };
}

/** Starts `node backend/dist/worker.js` (as `npm run start:worker` does) and waits until its workers run. */
export async function startWorker(
  context: CaseContext,
  name: string,
  options: ProductOptions,
  extra: Record<string, string> = {},
): Promise<ManagedProcess> {
  const cwd = productRoot();
  const env = productEnv(options, dataDirectory(context), { LOG_LEVEL: 'info', ...extra });
  const child = ManagedProcess.start(name, 'node', [...(options.nodeArgs ?? []), 'backend/dist/worker.js'], {
    env,
    cwd,
  });
  context.defer(`stop ${name}`, () => child.stop());
  context.outputs.push({ name, tail: () => child.tail(20) });
  await child.waitForOutput(/worker [^"]* started/, 90_000);
  context.log(`${name} (pid ${child.pid}) runs its workers`);
  return child;
}
