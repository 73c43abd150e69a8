import type { CarrierAdapter } from '../carrier-adapter.js';
import {
  CarrierAuthError,
  CarrierRateLimitedError,
  CarrierResponseError,
  CarrierUnavailableError,
  CircuitOpenError,
} from '../carrier.errors.js';
import {
  inSequence,
  LoopbackCarrierServer,
  respondJson,
  respondText,
  type RouteHandler,
} from './loopback-carrier-server.test-support.js';

/**
 * Options that keep adapter tests fast: short backoff, no practical rate limit, and a timeout short enough for the
 * timeout test yet long enough that a loopback answer is never late on a busy machine (two Jest workers on two cores).
 */
export const FAST_TEST_OPTIONS = {
  timeoutMs: 1000,
  rateLimit: { perSecond: 10_000, burst: 10_000 },
  retry: { maxAttempts: 3, baseDelayMs: 2, maxDelayMs: 10 },
  circuitBreaker: { failureThreshold: 100, cooldownMs: 50 },
} as const;

export interface FailureModeSetup {
  /** Starts the adapter against `server`; the setup also registers any routes the call needs besides `trackRoute`. */
  createAdapter(
    server: LoopbackCarrierServer,
    overrides?: { circuitBreaker?: { failureThreshold: number; cooldownMs: number } },
  ): CarrierAdapter;
  trackRoute: { method: string; path: string };
  /** The route as requests record it, when `trackRoute.path` has parameters. */
  recordedPath?: string;
  /** A successful answer for `trackingNumber`. */
  success: RouteHandler;
  trackingNumber: string;
  /** OAuth adapters fetch a fresh token after a 401 and try once more. */
  refreshesTokenOn401: boolean;
  /** The carrier's documented 401 and 429 bodies, when there are fixtures for them. */
  unauthorizedBody?: unknown;
  rateLimitedBody?: unknown;
}

/** The failure modes every adapter must handle the same way: 401, 429, 5xx, malformed JSON, timeouts, open circuit. */
export function describeCarrierFailureModes(setup: FailureModeSetup): void {
  describe('carrier failure modes', () => {
    let server: LoopbackCarrierServer;

    beforeEach(async () => {
      server = await LoopbackCarrierServer.start();
    });

    afterEach(async () => {
      await server.close();
    });

    const trackCalls = () => server.requestsTo(setup.trackRoute.method, setup.recordedPath ?? setup.trackRoute.path);
    const answerWith = (handler: RouteHandler) => server.route(setup.trackRoute.method, setup.trackRoute.path, handler);
    const rateLimitedBody = setup.rateLimitedBody ?? { message: 'slow down' };

    it('ends with CarrierAuthError on 401 that fresh credentials do not fix', async () => {
      answerWith(respondJson(401, setup.unauthorizedBody ?? { message: 'invalid credentials' }));
      const adapter = setup.createAdapter(server);

      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CarrierAuthError);
      expect(trackCalls()).toHaveLength(setup.refreshesTokenOn401 ? 2 : 1);
    });

    it('retries a 429 and succeeds when the carrier recovers', async () => {
      answerWith(inSequence(respondJson(429, rateLimitedBody, { 'retry-after': '0' }), setup.success));
      const adapter = setup.createAdapter(server);

      const [result] = await adapter.track([setup.trackingNumber]);

      expect(result.trackingNumber).toBe(setup.trackingNumber);
      expect(trackCalls()).toHaveLength(2);
    });

    it('ends with CarrierRateLimitedError when every attempt is rate limited', async () => {
      answerWith(respondJson(429, rateLimitedBody));
      const adapter = setup.createAdapter(server);

      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CarrierRateLimitedError);
      expect(trackCalls()).toHaveLength(FAST_TEST_OPTIONS.retry.maxAttempts);
    });

    it('retries a 500 and succeeds when the carrier recovers', async () => {
      answerWith(inSequence(respondText(500, 'Internal Server Error'), setup.success));
      const adapter = setup.createAdapter(server);

      await expect(adapter.track([setup.trackingNumber])).resolves.toHaveLength(1);
      expect(trackCalls()).toHaveLength(2);
    });

    it('ends with CarrierUnavailableError when every attempt answers 5xx', async () => {
      answerWith(respondText(503, '<html>Service Unavailable</html>', { 'content-type': 'text/html' }));
      const adapter = setup.createAdapter(server);

      const error: unknown = await adapter.track([setup.trackingNumber]).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(CarrierUnavailableError);
      expect((error as CarrierUnavailableError).httpStatus).toBe(503);
      expect(trackCalls()).toHaveLength(FAST_TEST_OPTIONS.retry.maxAttempts);
    });

    it('ends with CarrierResponseError on a body that is not JSON, without retrying', async () => {
      answerWith(respondText(200, '{"truncated": ', { 'content-type': 'application/json' }));
      const adapter = setup.createAdapter(server);

      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CarrierResponseError);
      expect(trackCalls()).toHaveLength(1);
    });

    it('retries timeouts and ends with CarrierUnavailableError', async () => {
      answerWith(server.delay(FAST_TEST_OPTIONS.timeoutMs * 3, setup.success));
      const adapter = setup.createAdapter(server);

      await expect(adapter.track([setup.trackingNumber])).rejects.toThrow(
        `no answer within ${FAST_TEST_OPTIONS.timeoutMs} ms`,
      );
      expect(trackCalls()).toHaveLength(FAST_TEST_OPTIONS.retry.maxAttempts);
    });

    it('opens the circuit after repeated failures and fails fast until the cool-down has passed', async () => {
      answerWith(respondText(500, 'down'));
      const adapter = setup.createAdapter(server, { circuitBreaker: { failureThreshold: 2, cooldownMs: 80 } });

      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CarrierUnavailableError);
      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CarrierUnavailableError);
      const callsWhenOpened = trackCalls().length;
      await expect(adapter.track([setup.trackingNumber])).rejects.toBeInstanceOf(CircuitOpenError);
      expect(trackCalls()).toHaveLength(callsWhenOpened);

      answerWith(setup.success);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(adapter.track([setup.trackingNumber])).resolves.toHaveLength(1);
    });
  });
}
