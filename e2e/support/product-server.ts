import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newDataDir } from './template-data-dir.js';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from './test-database.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const START_TIMEOUT_MS = 90_000;

export interface ProductServer {
  baseUrl: string;
  logs(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the built product (`backend/dist/main.js`, serving the built frontends) on a free port, as `npm start` would,
 * and waits until it answers. Its data starts as a copy of the run's template (support/global-setup.ts: migrated,
 * reference data written), so the start writes only what depends on `env`: with TEST_DATABASE_URL (CI) a database of
 * its own on that PostgreSQL server, as deployments run; without it a PGlite data directory of its own. A server given
 * its own DATABASE_URL or DATA_DIR in `env` gets neither.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const port = await freePort();
  const ownData = env.DATABASE_URL !== undefined || env.DATA_DIR !== undefined;
  const database: TestDatabase | undefined = !ownData && adminDatabaseUrl ? await createTestDatabase() : undefined;
  // On PostgreSQL the directory holds only the development session secret.
  const dataDir =
    ownData || database ? mkdtempSync(join(tmpdir(), 'parcelpilot-e2e-')) : newDataDir('parcelpilot-e2e-');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `pp-e2e-${port}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // A process that ended on a signal keeps exitCode null: it has exited all the same.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  // The start writes the first admin and the demo data (3000 shipments), which takes a while on a busy machine.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, logs: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
