import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../../bootstrap.js';
import { createTestContext, testDatabaseUrl, waitFor, type TestContext } from '../../testing/test-environment.js';
import { TcpProxy } from '../../testing/tcp-proxy.js';

describe('GET /api/health', () => {
  let context: TestContext;
  let app: NestExpressApplication;
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    context = await createTestContext();
    let config = context.config;
    if (config.database.url) {
      // The API reaches PostgreSQL through a proxy the test can cut, as a database restart would.
      const target = new URL(config.database.url);
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      target.port = String(await proxy.start());
      config = { ...config, database: { ...config.database, url: target.toString() } };
    }
    app = await createApiApp(config);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await proxy?.stop();
    await context.cleanup();
  });

  it('answers 200 with db and redis up and the version', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', db: 'up', redis: 'up', version: context.config.version });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.body.carriers).toContainEqual(
      expect.objectContaining({ code: 'dhl', enabled: false, reason: expect.stringMatching(/credential|key/i) }),
    );
  });

  (testDatabaseUrl ? it : it.skip)('answers 503 while PostgreSQL is unreachable and recovers by itself', async () => {
    await proxy!.stop();
    const down = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(down.body).toMatchObject({ status: 'error', db: 'down' });

    await proxy!.start(proxy!.port);
    const recovered = await waitFor(
      async () => {
        const response = await request(app.getHttpServer()).get('/api/health');
        return response.status === 200 ? response.body : undefined;
      },
      5000,
      'health to recover',
    );
    expect(recovered).toMatchObject({ status: 'ok', db: 'up' });
  });
});
