import { jest } from '@jest/globals';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { AppLogger, logDestination, requestLoggerOptions, rootLogger } from './logging.js';

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
    response.setHeader('content-security-policy', "default-src 'self'");
    response.setHeader('content-type', 'text/plain');
    response.setHeader('content-length', '2');
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
        headers: {
          cookie: 'pp_session=secret-session',
          'x-csrf-token': 'secret-token',
          'x-api-key': 'secret-key',
          'x-request-id': 'abc-123',
          'user-agent': 'log-test',
        },
      });
      expect(answer.headers.get('x-request-id')).toBe('abc-123');
      await fetch(`${url}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toHaveLength(1); // the health check is not logged
      const [line] = lines as [{ msg: string; req: { id: string; headers: Record<string, string> } }];
      expect(line.msg).toBe('request completed');
      expect(line.req.id).toBe('abc-123');
      // Listed headers only: who asked is kept, no credential of any name is.
      expect(line.req.headers).toEqual({ host: new URL(url).host, 'user-agent': 'log-test', 'accept-language': '*' });
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      server.close();
    }
  });

  it("keeps the answer's status and the headers that say how it was answered, not those every answer has", async () => {
    const { server, url, lines } = await loggedServer();
    try {
      await fetch(`${url}/couriers`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [line] = lines as [{ res: { statusCode: number; headers: Record<string, string> } }];
      expect(line.res.statusCode).toBe(200);
      expect(line.res.headers).toEqual({ 'content-type': 'text/plain', 'content-length': '2' });
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

describe('the log destination', () => {
  it('bounds what waits to be written, and tells how many lines it dropped', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'pp-log-'));
    const told: number[] = [];
    try {
      const destination = logDestination(join(directory, 'log'), (lines) => told.push(lines), 20);
      await once(destination, 'ready');
      // 40 MB in one turn of the event loop: nothing can be written meanwhile, so all but 8 MB must wait or go.
      const line = `${'x'.repeat(1023)}\n`;
      for (let i = 0; i < 40 * 1024; i++) destination.write(line);
      destination.flushSync();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const written = readFileSync(join(directory, 'log'), 'utf8').length / 1024;
      expect(written).toBeGreaterThan(4 * 1024);
      expect(written).toBeLessThanOrEqual(8 * 1024);
      expect(told.reduce((sum, lines) => sum + lines, 0)).toBe(40 * 1024 - written);
      destination.end();
    } finally {
      rmSync(directory, { recursive: true, force: true });
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
