import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Global,
  Inject,
  Injectable,
  Module,
  RequestMethod,
  type DynamicModule,
  type LoggerService,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import { ApplicationConfig } from '@nestjs/core';
import { pino, type Logger as PinoInstance, type LevelWithSilent } from 'pino';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';
import type { AppConfig } from '../config/app-config.js';
import { requestId } from './request-id.js';

/**
 * The application's log: one pino logger, its request logger (pino-http: one "request completed" line per request,
 * with the request id echoed in `x-request-id`), and the Nest logger that writes through it. Inside a request a Nest
 * log line carries the request's bindings, so an error can be found from the id a visitor reports.
 */

const requestLogs = new AsyncLocalStorage<PinoInstance>();
let httpLogger: HttpLogger | undefined;

/**
 * The response headers a "request completed" line keeps: those that say how the request was answered. The others
 * (the content security policy, the other security headers, the rate-limit counters, the request id again) are the
 * same on every answer or say nothing about it; they were about two thirds of every line (1.6 KB).
 */
const LOGGED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'location',
  'retry-after',
  'x-page-cache',
];

/**
 * The request headers a "request completed" line keeps: those that say who asked and how. Every other header is left
 * out, so the session cookie, Authorization, the CSRF tokens and any credential a client invents (an API key header)
 * never reach the log, whatever its name; listing what to keep instead of what to hide also made a line take 2.7 µs
 * to write instead of 6.6 µs (pino's redaction copied every line's request).
 */
const LOGGED_REQUEST_HEADERS = [
  'host',
  'user-agent',
  'referer',
  'origin',
  'accept-language',
  'content-type',
  'content-length',
  'x-forwarded-for',
];

/** What pino-http gives a request serializer (its own serialized form of the request). */
interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  remoteAddress: string;
  remotePort: number;
}

function loggedRequest(request: SerializedRequest): SerializedRequest {
  return {
    id: request.id,
    method: request.method,
    url: request.url,
    headers: kept(request.headers, LOGGED_REQUEST_HEADERS),
    remoteAddress: request.remoteAddress,
    remotePort: request.remotePort,
  };
}

function kept(headers: Record<string, unknown> | undefined, names: readonly string[]): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const name of names) {
    const value = headers?.[name];
    if (value !== undefined) chosen[name] = value;
  }
  return chosen;
}

interface SerializedResponse {
  statusCode: number | null;
  headers: Record<string, unknown> | undefined;
}

function loggedResponse(response: SerializedResponse): SerializedResponse {
  return { statusCode: response.statusCode, headers: kept(response.headers, LOGGED_RESPONSE_HEADERS) };
}

/** The request logger's options from the configuration (one place: the API and the worker log alike). */
export function requestLoggerOptions(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Options {
  return {
    level: config.logLevel,
    genReqId: requestId,
    transport: config.nodeEnv === 'development' ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    autoLogging: { ignore: (request) => request.url === '/api/health' },
    // Whatever opens or acts for a session stays out of the log (its cookie, credentials and CSRF tokens): both
    // serializers keep listed headers only.
    serializers: { req: loggedRequest, res: loggedResponse },
  };
}

/**
 * Log lines waiting for standard output at most (bytes). The log is written asynchronously (pino's default), so a busy
 * process does not wait on the disk or a slow pipe; but what waits is kept in memory, and under heavy traffic the
 * writes fell behind: 168 MB of lines were waiting in a heap snapshot taken during the mixed-traffic benchmark
 * (docs/PERFORMANCE.md, P8). Past this bound a line is dropped and counted (`logDestination`).
 */
const LOG_BACKLOG_BYTES = 8 * 1024 * 1024;
/** How much of the backlog one write takes (sonic-boom writes one such chunk per turn of the event loop). */
const LOG_WRITE_BYTES = 64 * 1024;
/** How often a warning says how many lines the bound dropped since the last one. */
const DROPPED_LINES_EVERY_MS = 10_000;

/**
 * The log's destination (a file descriptor or path; standard output, 1, in the application): asynchronous, its
 * backlog bounded by `LOG_BACKLOG_BYTES`, and `onDropped` told every `everyMs` how many lines the bound dropped since
 * it was last told.
 */
export function logDestination(
  dest: number | string,
  onDropped: (lines: number) => void,
  everyMs = DROPPED_LINES_EVERY_MS,
): ReturnType<typeof pino.destination> {
  const destination = pino.destination({
    dest,
    sync: false,
    maxWrite: LOG_WRITE_BYTES,
    maxLength: LOG_BACKLOG_BYTES,
  });
  let dropped = 0;
  destination.on('drop', () => (dropped += 1));
  const timer = setInterval(() => {
    if (dropped === 0) return;
    const lines = dropped;
    dropped = 0;
    onDropped(lines);
  }, everyMs).unref();
  destination.on('close', () => clearInterval(timer));
  return destination;
}

/** The process's one root logger; undefined before `LoggingModule.forRoot` ran (a unit test without the module). */
export function rootLogger(): PinoInstance | undefined {
  return httpLogger?.logger;
}

function currentLogger(): PinoInstance {
  const logger = requestLogs.getStore() ?? httpLogger?.logger;
  if (!logger) throw new Error('The log is not set up: LoggingModule.forRoot was not imported');
  return logger;
}

type Level = Exclude<LevelWithSilent, 'silent'>;

/** Nest's logger interface over pino: the context (Nest's last argument) as `context`, an Error as `err`. */
@Injectable()
export class AppLogger implements LoggerService {
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    const logger = currentLogger();
    if (!logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const params = rest.length > 0 ? rest.slice(0, -1) : [];
    if (rest.length > 0) fields.context = rest[rest.length - 1];
    if (message instanceof Error) {
      fields.err = message;
      logger[level](fields, ...(params as []));
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message }, ...(params as []));
    } else if (level === 'error' && params.length === 1 && isStack(params[0])) {
      // Nest's exception handlers call error(message, stack, context).
      const err = new Error(String(message));
      err.stack = params[0];
      logger.error({ ...fields, err });
    } else {
      logger[level](fields, String(message), ...(params as []));
    }
  }
}

function isStack(value: unknown): value is string {
  return typeof value === 'string' && /\n\s*at /.test(value);
}

/** The requests the request logger has seen: each is logged once, whichever middleware meets it first. */
const loggedRequests = new WeakSet<IncomingMessage>();

/**
 * The request logger as a middleware: one "request completed" line and an `x-request-id` per request, and the
 * request's bindings for every log line written while it is handled. Installed first on the Express application
 * (`configureApp`), so the pages, sitemaps and static files served outside Nest's routes are logged as the API's
 * routes are; the module's own registration below meets the same request again and only binds its logger.
 */
export function requestLog(
  request: IncomingMessage & { log?: PinoInstance },
  response: ServerResponse,
  next: () => void,
): void {
  if (!httpLogger) return next();
  if (!loggedRequests.has(request)) {
    loggedRequests.add(request);
    httpLogger(request, response);
  }
  requestLogs.run(request.log ?? httpLogger.logger, next);
}

const LOGGING_CONFIG = Symbol('LOGGING_CONFIG');

/** Every path, the API's and those served outside its `/api` prefix (pages, robots.txt, sitemaps). */
const ALL_PATHS = { path: '{/*splat}', method: RequestMethod.ALL };

@Global()
@Module({})
export class LoggingModule implements NestModule {
  constructor(
    @Inject(LOGGING_CONFIG) config: AppConfig,
    private readonly application: ApplicationConfig,
  ) {
    httpLogger ??= pinoHttp(
      requestLoggerOptions(config),
      // In development the pretty-printing transport writes instead.
      config.nodeEnv === 'development'
        ? undefined
        : logDestination(1, (lines) =>
            httpLogger?.logger.warn({ droppedLines: lines }, 'Log lines dropped: standard output did not keep up'),
          ),
    );
  }

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: LOGGING_CONFIG, useValue: config }, AppLogger],
      exports: [AppLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // A path excluded from the global prefix is matched on its own; the prefixed catch-all does not reach it.
    const excluded = (this.application.getGlobalPrefixOptions().exclude ?? []).map(({ path, requestMethod }) => ({
      path,
      method: requestMethod,
    }));
    consumer.apply(requestLog).forRoutes(ALL_PATHS, ...excluded);
  }
}
