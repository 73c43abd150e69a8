import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pp-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toBe(join(dataDir, 'pglite'));
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
    expect(config.runWorkers).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.remotes).toEqual({
      publicApp: '/mf/public/mf-manifest.json',
      adminApp: '/mf/admin/mf-manifest.json',
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(config.trustProxy).toEqual({ addresses: ['loopback'] });
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, and names it when it is neither', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, fd00::/8' }).trustProxy).toEqual({
      addresses: ['10.0.0.1', 'fd00::/8'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'lb.internal' })).toThrow(
      /TRUST_PROXY: invalid IP address: lb.internal/,
    );
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        RUN_WORKERS: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'DATABASE_URL', 'RUN_WORKERS', 'LOG_LEVEL']) expect(problems).toContain(variable);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret).toBe(
      secret,
    );
  });

  it('refuses a short SESSION_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least/,
    );
  });

  it('generates a development session secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('parses booleans and remote URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      RUN_WORKERS: 'false',
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_REMOTE_URL: 'https://cdn.example.com/public/mf-manifest.json',
    });
    expect(config.runWorkers).toBe(false);
    expect(config.database.url).toBe('postgres://u@localhost/db');
    expect(config.remotes.publicApp).toBe('https://cdn.example.com/public/mf-manifest.json');
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_REMOTE_URL: 'ftp://x' })).toThrow(/ADMIN_REMOTE_URL/);
  });
});
