import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An empty variable (common in compose files and CI) means unset. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const optionalUrl = (protocols: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)), { message });

/** Every environment variable the backend reads, with its default. The README's Configuration table mirrors this. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'must be a postgres:// URL'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .trim()
      .default('redis://127.0.0.1:6379')
      .refine((value) => value.startsWith('redis://') || value.startsWith('rediss://'), {
        message: 'must be a redis:// or rediss:// URL',
      }),
    REDIS_PREFIX: z.string().trim().min(1).default('parcelpilot'),
    RUN_WORKERS: booleanFromString.default(true),
    SESSION_SECRET: emptyAsUnset(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_REMOTE_URL: optionalUrl(['http://', 'https://', '/'], 'must be an http(s) URL or an absolute path'),
    ADMIN_REMOTE_URL: optionalUrl(['http://', 'https://', '/'], 'must be an http(s) URL or an absolute path'),
    HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
    ADMIN_EMAIL: emptyAsUnset(z.string().trim().email({ message: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: emptyAsUnset(z.string().min(10, { message: 'must be at least 10 characters' }).optional()),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    AD_NETWORK_ORIGINS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
      .refine((origins) => origins.every((origin) => /^https:\/\/[^/]+$/.test(origin)), {
        message: 'must be a comma-separated list of https://host origins',
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other of ADMIN_EMAIL/ADMIN_PASSWORD is set',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

export type Env = z.output<typeof envSchema>;
