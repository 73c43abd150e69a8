import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_REMOTE_URL: optionalUrl(['http://', 'https://', '/'], 'must be an http(s) URL or an absolute path'),
    ADMIN_REMOTE_URL: optionalUrl(['http://', 'https://', '/'], 'must be an http(s) URL or an absolute path'),
    HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

export type Env = z.output<typeof envSchema>;
