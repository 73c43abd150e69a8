import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startProductServer, type ProductServer } from './product-server.js';
import { newDataDir } from './template-data-dir.js';

const backendDirectory = fileURLToPath(new URL('../../backend', import.meta.url));
const run = promisify(execFile);

/**
 * Writes `shipments` finished demo shipments into a new data directory (support/template-data-dir.ts) with the history generator
 * (backend/scripts/seed-history.ts, which migrates the database and rebuilds the route statistics), then starts the
 * product on it. PGlite is single-process, so the generator runs before the server, never beside it.
 */
export async function startSeededProductServer(
  env: Record<string, string> = {},
  shipments = 3000,
): Promise<ProductServer> {
  const dataDir = newDataDir('parcelpilot-e2e-seeded-');
  try {
    // The backend's tsconfig (decorators) is the one @swc-node reads, so the script runs from the backend folder.
    await run(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', 'scripts/seed-history.ts', '--shipments', String(shipments)],
      {
        cwd: backendDirectory,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
        timeout: 180_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const server = await startProductServer({ ...env, DATA_DIR: dataDir });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
