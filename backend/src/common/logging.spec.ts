import { jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { AppLogger, requestLoggerOptions, rootLogger } from './logging.js';

/** A request logger built from the application's options, writing its lines into an array. */
async function loggedServer(): Promise<{ server: Server; url: string; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pinoHttp(requestLoggerOptions({ logLevel: 'info', nodeEnv: 'test' }), sink);
  const server = createServer((request, response) => {
    logger(request, response);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe('the request log', () => {
  it('writes one line per request with its id, echoed to the caller, and no session secrets', async () => {
    const { server, url, lines } = await loggedServer();
    try {
      const answer = await fetch(`${url}/api/carriers`, {
        headers: { cookie: 'pp_session=secret-session', 'x-csrf-token': 'secret-token', 'x-request-id': 'abc-123' },
      });
      expect(answer.headers.get('x-request-id')).toBe('abc-123');
      await fetch(`${url}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toHaveLength(1); // the health check is not logged
      const [line] = lines as [{ msg: string; req: { id: string; headers: Record<string, string> } }];
      expect(line.msg).toBe('request completed');
      expect(line.req.id).toBe('abc-123');
      expect(line.req.headers.cookie).toBe('[Redacted]');
      expect(line.req.headers['x-csrf-token']).toBe('[Redacted]');
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      server.close();
    }
  });

  it('gives a request without a usable id a new one', async () => {
    const { server, url, lines } = await loggedServer();
    try {
      const answer = await fetch(url, { headers: { 'x-request-id': 'not a token; <script>' } });
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((lines[0] as { req: { id: string } }).req.id).toBe(id);
    } finally {
      server.close();
    }
  });
});

describe('AppLogger (Nest logs through the one pino logger)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('passes the context, an Error as err, and the stack Nest exception handlers give', () => {
    const root = rootLogger()!;
    const level = root.level;
    root.level = 'info';
    const info = jest.spyOn(root, 'info');
    const error = jest.spyOn(root, 'error');
    try {
      const logger = t.app.get(AppLogger);
      logger.log('Started', 'Bootstrap');
      expect(info).toHaveBeenLastCalledWith({ context: 'Bootstrap' }, 'Started');
      const failure = new Error('boom');
      logger.error(failure, 'Jobs');
      expect(error).toHaveBeenLastCalledWith({ context: 'Jobs', err: failure });
      logger.error('Unhandled', 'Error: x\n    at f (file.js:1:1)', 'ExceptionsHandler');
      const [fields] = error.mock.calls.at(-1) as [{ context: string; err: Error }];
      expect(fields.context).toBe('ExceptionsHandler');
      expect(fields.err.message).toBe('Unhandled');
      expect(fields.err.stack).toContain('at f (file.js:1:1)');
    } finally {
      info.mockRestore();
      error.mockRestore();
      root.level = level;
    }
  });
});
