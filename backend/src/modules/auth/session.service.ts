import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const SESSION_COOKIE = 'parcelpilot_session';
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** A session is re-sealed with a fresh expiry at most this often, which makes the 14 days sliding. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

/** What the encrypted, authenticated cookie holds. Nothing else about the user is trusted from it. */
export interface SessionData {
  userId?: string;
  isAuthorised?: boolean;
  sessionVersion?: number;
  csrfToken?: string;
  refreshedAt?: number;
}

/** Reads and writes the session cookie (iron-session: AES-256-CBC + HMAC-SHA-256, sealed with SESSION_SECRET). */
@Injectable()
export class SessionService {
  private readonly options: SessionOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = {
      cookieName: SESSION_COOKIE,
      password: config.sessionSecret,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' },
    };
  }

  /** A tampered, expired or foreign cookie reads as an empty session. */
  read(request: Request, response: Response): Promise<IronSession<SessionData>> {
    return getIronSession<SessionData>(request, response, this.options);
  }

  async start(session: IronSession<SessionData>, userId: string, sessionVersion: number): Promise<string> {
    session.userId = userId;
    session.isAuthorised = true;
    session.sessionVersion = sessionVersion;
    session.csrfToken = randomBytes(24).toString('base64url');
    session.refreshedAt = Date.now();
    await session.save();
    return session.csrfToken;
  }

  /** Re-seals a live session now and then so that it expires 14 days after the last use, not the first. */
  async slide(session: IronSession<SessionData>): Promise<void> {
    if (Date.now() - (session.refreshedAt ?? 0) < SLIDE_AFTER_MS) return;
    session.refreshedAt = Date.now();
    await session.save();
  }

  end(session: IronSession<SessionData>): void {
    session.destroy();
  }
}
