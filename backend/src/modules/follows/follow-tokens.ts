import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** What a link in a follow mail lets its holder do: confirm or end one follow, or manage every follow of an address. */
export type FollowTokenPurpose = 'confirm' | 'unsubscribe' | 'address';

export interface FollowTokenClaim {
  purpose: FollowTokenPurpose;
  /** A follow's id, or (purpose `address`) the lower-cased e-mail address. */
  subject: string;
}

/**
 * Signed tokens of the links in follow mails: `base64url(purpose:subject).base64url(HMAC-SHA256)`, keyed by a key
 * derived (HKDF) from SESSION_SECRET for this purpose alone. They carry no expiry: a follow's token dies with the
 * follow (the row is deleted), and an address token only ever shows or removes that address's own follows.
 */
@Injectable()
export class FollowTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.sessionSecret, 'parcelpilot', 'follow-mail-links', 32));
  }

  sign(purpose: FollowTokenPurpose, subject: string): string {
    const payload = Buffer.from(`${purpose}:${subject}`, 'utf8').toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The claim of a well-signed token of the expected purpose; undefined for anything else. */
  verify(token: unknown, purpose: FollowTokenPurpose): string | undefined {
    if (typeof token !== 'string' || token.length > 1000) return undefined;
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const text = Buffer.from(payload, 'base64url').toString('utf8');
    const separator = text.indexOf(':');
    if (text.slice(0, separator) !== purpose) return undefined;
    return text.slice(separator + 1);
  }

  /** A keyed digest (hex) of a value that must not be stored as it is, such as a visitor's IP address. */
  digest(value: string): string {
    return this.mac(`digest:${value}`).toString('hex');
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
