import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../bootstrap.js';
import { createTestContext, type TestContext, type TestContextOptions } from './test-environment.js';

export const TEST_ADMIN = { email: 'admin@parcelpilot.test', password: 'correct horse battery' };

/** A signed-in browser: keeps the session cookie and sends the session's CSRF token with every change. */
export interface SignedInAgent {
  agent: ReturnType<typeof request.agent>;
  csrfToken: string;
  get(url: string): request.Test;
  post(url: string, body?: object): request.Test;
  put(url: string, body?: object): request.Test;
  delete(url: string): request.Test;
}

export interface TestApp {
  app: NestExpressApplication;
  context: TestContext;
  http: ReturnType<typeof request>;
  signIn(email?: string, password?: string): Promise<SignedInAgent>;
  close(): Promise<void>;
}

/** The real API application on a fresh database, with TEST_ADMIN as its configured first admin. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestApp> {
  const context = await createTestContext(
    {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    options,
  );
  const app = await createApiApp(context.config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    context,
    http: request(server),
    async signIn(email = TEST_ADMIN.email, password = TEST_ADMIN.password) {
      const agent = request.agent(server);
      const response = await agent.post('/api/auth/login').send({ email, password });
      if (response.status !== 200)
        throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
      const csrfToken = (response.body as { csrfToken: string }).csrfToken;
      return {
        agent,
        csrfToken,
        get: (url) => agent.get(url),
        post: (url, body) => agent.post(url).set('x-csrf-token', csrfToken).send(body),
        put: (url, body) => agent.put(url).set('x-csrf-token', csrfToken).send(body),
        delete: (url) => agent.delete(url).set('x-csrf-token', csrfToken),
      };
    },
    async close() {
      await app.close();
      await context.cleanup();
    },
  };
}
