import { SetMetadata } from '@nestjs/common';

export const SKIP_RATE_LIMIT_KEY = 'parcelpilot:skipRateLimit';

/** Exempts a route from the general per-IP rate limit (health probes, the shell's remotes.json). */
export const SkipRateLimit = (): MethodDecorator & ClassDecorator => SetMetadata(SKIP_RATE_LIMIT_KEY, true);
