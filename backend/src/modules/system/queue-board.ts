import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuthService } from '../auth/auth.service.js';
import { isSameOrigin, isUnsafeMethod } from '../auth/same-origin.js';
import { SessionService } from '../auth/session.service.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

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
 * are sent to sign in; other roles are refused; changes must come from this site. bull-board (its modules and its
 * UI, ~15–25 MB resident) is loaded on the first admin request, not at start.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  const registry = app.get(QueueRegistry);
  const sessions = app.get(SessionService);
  const auth = app.get(AuthService);
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
      const user = await auth.userForSession(await sessions.read(request, response));
      if (!user) {
        response.redirect(302, `/auth?next=${encodeURIComponent(request.originalUrl)}`);
        return;
      }
      if (user.role !== 'admin') {
        response.status(403).type('text/plain').send('The queue board is for admins.');
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  app.use(QUEUE_BOARD_PATH, adminOnly, boardRouter);
}
