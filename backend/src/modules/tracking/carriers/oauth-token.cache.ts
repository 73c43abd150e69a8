import { z } from 'zod';

import { parseCarrierBody } from './carrier-mapping.js';
import type { RequestAuthorizer } from './http-client.js';

export interface OAuthToken {
  accessToken: string;
  expiresInSeconds: number;
}

export interface OAuthTokenCacheOptions {
  /** A token is replaced this long before it expires, so no request goes out with a token about to lapse. */
  refreshMarginMs: number;
}

interface CachedToken {
  accessToken: string;
  refreshAt: number;
}

/**
 * Caches a client-credentials bearer token. Concurrent callers share one token request; the token is renewed
 * ahead of its expiry, and dropped when the carrier refuses it.
 */
export class OAuthTokenCache implements RequestAuthorizer {
  private cached: CachedToken | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<OAuthToken>,
    private readonly options: OAuthTokenCacheOptions = { refreshMarginMs: 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  getToken(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return Promise.resolve(this.cached.accessToken);
    this.inFlight ??= this.renew().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Drops the cached token, unless it has already been replaced by a newer one than `token`. */
  invalidate(token?: string): void {
    if (token === undefined || this.cached?.accessToken === token) this.cached = null;
  }

  async authorize(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.getToken()}` };
  }

  rejected(headers: Record<string, string>): boolean {
    this.invalidate(headers.authorization?.replace(/^Bearer /, ''));
    return true;
  }

  private async renew(): Promise<string> {
    const startedAt = this.now();
    const token = await this.fetchToken();
    const lifetimeMs = token.expiresInSeconds * 1000;
    // Short-lived tokens would otherwise be renewed on every call.
    const margin = Math.min(this.options.refreshMarginMs, lifetimeMs / 2);
    this.cached = { accessToken: token.accessToken, refreshAt: startedAt + lifetimeMs - margin };
    return token.accessToken;
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  // USPS and UPS send the lifetime as a string of seconds, FedEx as a number.
  expires_in: z.coerce.number().positive(),
});

/** Reads the RFC 6749 §5.1 token response that USPS, UPS and FedEx all answer with. */
export function oauthTokenFromBody(carrier: string, body: unknown): OAuthToken {
  const parsed = parseCarrierBody(carrier, tokenResponseSchema, body, 'token response');
  return { accessToken: parsed.access_token, expiresInSeconds: parsed.expires_in };
}
