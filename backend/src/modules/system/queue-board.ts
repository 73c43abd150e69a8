import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CSRF_HEADER } from '@parcelpilot/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuthService } from '../auth/auth.service.js';
import { isSameOrigin, isUnsafeMethod } from '../auth/same-origin.js';
import { SessionService } from '../auth/session.service.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * bull-board's UI sends its changes with axios, which copies the cookie XSRF-TOKEN into the header X-XSRF-TOKEN of
 * every same-origin request: the board's pages set that cookie to the session's CSRF token, so its own requests carry
 * the token, and a change without it (a form or script on another site) is refused.
 */
export const QUEUE_BOARD_CSRF_COOKIE = 'XSRF-TOKEN';
const QUEUE_BOARD_CSRF_HEADER = 'x-xsrf-token';

/** bull-board's router over every queue, imported and built when first asked for. */
async function createBoardRouter(registry: QueueRegistry): Promise<RequestHandler> {
  const [{ BullMQAdapter }, { createBullBoard }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/api'),
    import('@bull-board/express'),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: Object.values(QueueName).map((name) => new BullMQAdapter(registry.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'ParcelPilot queues' } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}

/**
 * The queue board (bull-board) for admins at /admin/queues, ahead of the shell's client routes. Anonymous visitors
 * are sent to sign in; other roles are refused; changes must come from this site and carry the session's CSRF token
 * (`QUEUE_BOARD_CSRF_COOKIE`). bull-board (its modules and its UI, ~15–25 MB resident) is loaded on the first admin
 * request, not at start.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  const registry = app.get(QueueRegistry);
  const sessions = app.get(SessionService);
  const auth = app.get(AuthService);
  const config = app.get<AppConfig>(APP_CONFIG);
  let board: Promise<RequestHandler> | undefined;
  const boardRouter: RequestHandler = (request, response, next) => {
    // A failed import is retried on the next request rather than remembered.
    board ??= createBoardRouter(registry).catch((error: unknown) => {
      board = undefined;
      throw error;
    });
    board.then((router) => router(request, response, next), next);
  };

  const adminOnly = async (request: Request, response: Response, next: NextFunction) => {
    try {
      if (isUnsafeMethod(request.method) && !isSameOrigin(request)) {
        response.status(403).json({ statusCode: 403, message: 'Cross-site request refused' });
        return;
      }
      const session = await sessions.read(request, response);
      const user = await auth.userForSession(session);
      if (!user) {
        response.redirect(302, `/auth?next=${encodeURIComponent(request.originalUrl)}`);
        return;
      }
      if (user.role !== 'admin') {
        response.status(403).type('text/plain').send('The queue board is for admins.');
        return;
      }
      const token = session.csrfToken;
      if (isUnsafeMethod(request.method)) {
        const sent = request.get(QUEUE_BOARD_CSRF_HEADER) ?? request.get(CSRF_HEADER);
        if (!token || sent !== token) {
          response.status(403).json({
            statusCode: 403,
            message: 'Missing or invalid CSRF token: reload the page and try again',
          });
          return;
        }
      } else if (token) {
        response.cookie(QUEUE_BOARD_CSRF_COOKIE, token, {
          path: QUEUE_BOARD_PATH,
          sameSite: 'strict',
          secure: config.isProduction,
          httpOnly: false,
        });
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  app.use(QUEUE_BOARD_PATH, adminOnly, boardRouter);
}
