import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { singleProcessRefusal } from './bootstrap.js';
import { loadConfig } from './config/app-config.js';

describe('singleProcessRefusal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bootstrap-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('lets one process with PGlite run the API and the workers', () => {
    expect(singleProcessRefusal(config({}), 'api')).toBeUndefined();
  });

  it('refuses a separate worker process on PGlite', () => {
    expect(singleProcessRefusal(config({}), 'worker')).toMatch(/DATABASE_URL: is required for a separate worker/);
  });

  it('refuses RUN_WORKERS=false on PGlite', () => {
    expect(singleProcessRefusal(config({ RUN_WORKERS: 'false' }), 'api')).toMatch(/required when RUN_WORKERS=false/);
  });

  it('allows any split with PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://localhost/x', RUN_WORKERS: 'false' };
    expect(singleProcessRefusal(config(postgres), 'api')).toBeUndefined();
    expect(singleProcessRefusal(config(postgres), 'worker')).toBeUndefined();
  });
});
