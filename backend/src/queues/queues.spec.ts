import { spawn, type ChildProcess } from 'node:child_process';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../bootstrap.js';
import { SystemService } from '../modules/system/system.service.js';
import { createTestContext, freePort, waitFor, type TestContext } from '../testing/test-environment.js';

async function startApp(env: Record<string, string>): Promise<{ app: NestExpressApplication; context: TestContext }> {
  const context = await createTestContext({ HEARTBEAT_INTERVAL_MS: '1000', ...env });
  const app = await createApiApp(context.config);
  await app.init();
  return { app, context };
}

async function heartbeat(app: NestExpressApplication): Promise<Date | undefined> {
  return (await app.get(SystemService).lastHeartbeatAt()) ?? undefined;
}

describe('queues', () => {
  it('schedules the heartbeat job and a worker in the API process processes it', async () => {
    const { app, context } = await startApp({});
    try {
      const at = await waitFor(() => heartbeat(app), 15_000, 'the heartbeat job');
      expect(Date.now() - at.getTime()).toBeLessThan(15_000);
      const health = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(health.body.lastHeartbeatAt).toBe(at.toISOString());
    } finally {
      await app.close();
      await context.cleanup();
    }
  });

  it('starts and serves without Redis, reports it, and runs jobs once Redis comes up', async () => {
    const port = await freePort();
    const { app, context } = await startApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    let redis: ChildProcess | undefined;
    try {
      const degraded = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(degraded.body).toMatchObject({ status: 'degraded', db: 'up', redis: 'down' });
      expect(await heartbeat(app)).toBeUndefined();

      // A real Redis server appears on the configured port, as after an outage.
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor(() => heartbeat(app), 20_000, 'the heartbeat job after Redis came up');
      const healthy = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(healthy.body).toMatchObject({ status: 'ok', redis: 'up' });
    } finally {
      await app.close();
      redis?.kill('SIGTERM');
      await context.cleanup();
    }
  });
});
