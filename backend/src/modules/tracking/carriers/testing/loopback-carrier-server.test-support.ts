import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Values of `:name` segments of the matched route. */
  params: Record<string, string>;
  body: string;
  receivedAt: number;
}

export type RouteHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  paramNames: string[];
  handler: RouteHandler;
}

/**
 * A real HTTP server on 127.0.0.1 that speaks a carrier's protocol for tests: routes map to handlers, and every
 * request is recorded so tests can check headers, bodies, batch sizes and call counts.
 */
export class LoopbackCarrierServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes: Route[] = [];
  private readonly pendingTimers = new Set<NodeJS.Timeout>();

  private readonly server: Server;
  private origin = '';

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void this.dispatch(request.method ?? 'GET', request.url ?? '/', request.headers, chunks, response);
      });
    });
  }

  static async start(): Promise<LoopbackCarrierServer> {
    const instance = new LoopbackCarrierServer();
    await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
    const { port } = instance.server.address() as AddressInfo;
    instance.origin = `http://127.0.0.1:${port}`;
    return instance;
  }

  get baseUrl(): string {
    return this.origin;
  }

  /** Registers (or replaces) the handler for `method path`; `:name` segments match one path segment. */
  route(method: string, path: string, handler: RouteHandler): this {
    const paramNames: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    const existing = this.routes.findIndex((route) => route.method === method && route.path === path);
    const route = { method, path, pattern: new RegExp(`^${source}$`), paramNames, handler };
    if (existing >= 0) this.routes[existing] = route;
    else this.routes.push(route);
    return this;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Closes the server and every open connection, and drops answers still waiting on a delay. */
  async close(): Promise<void> {
    this.pendingTimers.forEach((timer) => clearTimeout(timer));
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Answers after `ms`, unless the client has gone (a timeout on its side) or the server is closing. */
  delay(ms: number, handler: RouteHandler): RouteHandler {
    return (request, response) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.pendingTimers.delete(timer);
          resolve(response.destroyed ? undefined : handler(request, response));
        }, ms);
        this.pendingTimers.add(timer);
      });
  }

  private async dispatch(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    chunks: Buffer[],
    response: ServerResponse,
  ): Promise<void> {
    const { pathname, searchParams } = new URL(url, this.baseUrl);
    const recorded: RecordedRequest = {
      method,
      path: pathname,
      query: searchParams,
      headers,
      params: {},
      body: Buffer.concat(chunks).toString('utf8'),
      receivedAt: performance.now(),
    };
    this.requests.push(recorded);

    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(pathname) : null;
      if (!match) continue;
      route.paramNames.forEach((name, index) => {
        recorded.params[name] = decodeURIComponent(match[index + 1]);
      });
      try {
        await route.handler(recorded, response);
      } catch (error) {
        if (!response.headersSent) respondJson(500, { testServerError: String(error) })(recorded, response);
      }
      return;
    }
    respondJson(404, { testServerError: `no route for ${method} ${pathname}` })(recorded, response);
  }
}

/** A handler that answers at once; tests can call it from inside their own handlers. */
export type ImmediateHandler = (request: RecordedRequest, response: ServerResponse) => void;

export function respondJson(status: number, body: unknown, headers: Record<string, string> = {}): ImmediateHandler {
  return respondText(status, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

export function respondText(status: number, text: string, headers: Record<string, string> = {}): ImmediateHandler {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(text);
  };
}

/** Answers the n-th call with the n-th handler; the last one keeps answering after that. */
export function inSequence(...handlers: RouteHandler[]): RouteHandler {
  let calls = 0;
  return (request, response) => {
    const handler = handlers[Math.min(calls, handlers.length - 1)];
    calls += 1;
    return handler(request, response);
  };
}

/** Reads a JSON fixture from `carriers/fixtures/`. */
export function loadFixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

export function parseJsonBody(request: RecordedRequest): unknown {
  return JSON.parse(request.body) as unknown;
}
