import { SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, lastValueFrom, mergeMap, of, type Observable } from 'rxjs';
import { SingleFlight } from '../../common/single-flight.js';
import {
  JSON_ANSWER_HEADERS,
  type FrontDoorRoute,
  type HeldAnswer,
  type RequestHead,
} from '../../common/front-door.js';
import { plainBytes, type PageCache } from './ssr/page-cache.js';

const KEPT_ANSWER_KEY = 'parcelpilot:keptAnswer';

/**
 * Marks public reads (a handler, or every handler of a controller) whose answer is the same for every visitor: it
 * depends on the URL and on what staff edit, nothing else of the request (no session, header or address). Their
 * answers are kept beside the pages in the page cache (`KeptAnswerInterceptor`) and so follow its rules: emptied on
 * every staff change, here at once and on every other process within its check interval, and none older than its TTL.
 */
export const KeptAnswer = (): MethodDecorator & ClassDecorator => SetMetadata(KEPT_ANSWER_KEY, true);

/**
 * Answers a `@KeptAnswer()` read from the page cache when it holds the answer for the URL as sent, else runs the
 * handler and keeps what it returned (the handler's errors and empty answers are not kept). The key is the whole URL,
 * so two spellings of one query are two entries; a URL the validation refuses is never kept, since its handler never
 * returns. Only GET and HEAD: the same answers the front door gives (`KeptAnswerRoute`) for those it holds.
 */
export class KeptAnswerInterceptor implements NestInterceptor {
  /**
   * Reads under way, by URL: a burst of visitors asking for one read the cache does not hold (its time to live just
   * ran out, a staff change emptied the cache) runs its handler once, and every one of them gets that answer, instead
   * of each taking database connections until the pool runs dry.
   */
  private readonly underWay = new SingleFlight<string, unknown>();

  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PageCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const kept = this.reflector.getAllAndOverride<boolean | undefined>(KEPT_ANSWER_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    if (!kept || (request.method !== 'GET' && request.method !== 'HEAD')) return next.handle();
    const key = request.originalUrl;
    return from(this.cache.get(key)).pipe(
      mergeMap((entry) => {
        // Parsed again only on this path (the front door sends the bytes): Nest sends the same JSON bytes from it.
        if (entry?.type === 'answer') return of(JSON.parse(plainBytes(entry).toString('utf8')) as unknown);
        return from(this.underWay.run(key, () => this.readAndKeep(key, next)));
      }),
    );
  }

  /** Runs the handler and keeps what it returned, made in the generation current when it started. */
  private async readAndKeep(key: string, next: CallHandler): Promise<unknown> {
    const generation = this.cache.generation();
    const answer: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
    // Nest sends no body for a null answer, which the front door could not send alike: not kept.
    if (answer !== null && answer !== undefined) this.cache.setAnswer(key, JSON.stringify(answer), generation);
    return answer;
  }
}

/**
 * A `@KeptAnswer()` read at the front door (common/front-door.ts) when the page cache holds its answer for the URL as
 * sent: the bytes and Content-Type the route sends (`response.json`), before Express and Nest. The entry was stored
 * from a GET to exactly this URL that reached the handler, so the router would send this request there too; a
 * request with a body goes to the router (body-parser reads it). While the page cache's shared version is due to be
 * read (`getNow`), the route answers, as for pages.
 */
export class KeptAnswerRoute implements FrontDoorRoute {
  constructor(private readonly cache: PageCache) {}

  held(request: RequestHead): HeldAnswer | undefined {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/api/')) return undefined;
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined)
      return undefined;
    const entry = this.cache.getNow(url);
    if (entry?.type !== 'answer' || !entry.plain) return undefined;
    return { status: 200, headers: JSON_ANSWER_HEADERS, body: entry.plain };
  }
}
