import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation). */
@Injectable()
export class PasswordService {
  // Verifying against this when the email is unknown makes both failures cost the same time.
  private readonly dummyHash = hash('parcelpilot-timing-equaliser');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      const matches = await verify(passwordHash ?? (await this.dummyHash), password);
      return passwordHash !== undefined && matches;
    } catch {
      return false;
    }
  }
}
