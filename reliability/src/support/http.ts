import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { STAFF_ADMIN } from './product.js';

export interface HttpAnswer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it was JSON. */
  body: unknown;
  ms: number;
  error?: string;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  timeoutMs?: number;
}

/**
 * One HTTP call that never throws: a failure to get an answer comes back as status 0 with the reason. A GET whose
 * kept-alive connection was closed by the server just as it was reused is sent again once, as browsers do.
 */
export async function http(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const answer = await httpOnce(url, options);
  const idempotent = (options.method ?? (options.body === undefined ? 'GET' : 'POST')) === 'GET';
  if (answer.status === 0 && idempotent && /other side closed|ECONNRESET|UND_ERR_SOCKET/.test(answer.error ?? '')) {
    return httpOnce(url, options);
  }
  return answer;
}

async function httpOnce(url: string, options: HttpOptions): Promise<HttpAnswer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  try {
    const response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed, ms: performance.now() - started };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}${causeOf(error)}` : String(error);
    return {
      status: 0,
      headers: new Headers(),
      text: '',
      body: undefined,
      ms: performance.now() - started,
      error: reason,
    };
  }
}

function causeOf(error: Error): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? ` (${cause.code ?? cause.message ?? ''})` : '';
}

/** A field of a JSON body, for checks. */
export function field<T = unknown>(answer: HttpAnswer, name: string): T | undefined {
  return answer.body && typeof answer.body === 'object'
    ? ((answer.body as Record<string, unknown>)[name] as T)
    : undefined;
}

/** A signed-in staff browser: the session cookie and the session's CSRF token, sent with every change. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
  setCookie: string;
  call(baseUrl: string, path: string, options?: HttpOptions): Promise<HttpAnswer>;
}

export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string } = STAFF_ADMIN,
  headers: Record<string, string> = {},
): Promise<StaffSession> {
  const answer = await http(`${baseUrl}/api/auth/login`, { body: credentials, headers });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const setCookie = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('parcelpilot_session=')) ?? '';
  const cookie = setCookie.split(';')[0];
  const csrfToken = field<string>(answer, 'csrfToken') ?? '';
  return {
    cookie,
    csrfToken,
    setCookie,
    call: (base, path, options = {}) =>
      http(`${base}${path}`, {
        ...options,
        headers: { cookie, 'x-csrf-token': csrfToken, ...headers, ...options.headers },
      }),
  };
}

/** The value at the given percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
  error?: string;
}

/**
 * One request with the path sent exactly as given (fetch would resolve dot segments and re-encode), over kept-alive
 * loopback connections. Never throws: no answer comes back as status 0 with the reason.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
  },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({ status: 0, headers: {}, text: '', body: undefined, error: error.message });
    let request: ReturnType<typeof httpRequest>;
    try {
      request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: options.method ?? 'GET',
          path: options.path,
          // Node sends a DELETE body with neither length nor chunking: say its length, or it would be read as the next request.
          headers:
            options.body === undefined
              ? options.headers
              : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
          agent: keepAlive,
          timeout: options.timeoutMs ?? 20_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', failed);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown;
            if ((response.headers['content-type'] ?? '').includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                body = undefined;
              }
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body });
          });
        },
      );
    } catch (error) {
      // Node refuses some paths and headers before sending anything (unescaped characters).
      failed(error as Error);
      return;
    }
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', failed);
    request.end(options.body);
  });
}
