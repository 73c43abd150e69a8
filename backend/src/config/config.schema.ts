import { z } from 'zod';
import { DEFAULT_TRUST_PROXY, parseTrustProxy, type TrustProxy } from '../common/client-address.js';

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
    TRUST_PROXY: emptyAsUnset(z.string().default(DEFAULT_TRUST_PROXY)).transform((value, ctx): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
    AD_NETWORK_ORIGINS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
      .refine((origins) => origins.every((origin) => /^https:\/\/[^/]+$/.test(origin)), {
        message: 'must be a comma-separated list of https://host origins',
      }),
    TRACKING_FRESH_SECONDS: z.coerce.number().int().min(0).default(900),
    TRACKING_REFRESH_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
    TRACKING_REFRESH_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
    TRACKING_REFRESH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20),
    TRACKING_LOOKUP_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20),
    CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    CARRIER_RATE_LIMITS: z
      .string()
      .default('dhl:1,usps:10,ups:10,fedex:10,17track:3')
      .refine(
        (value) => value === '' || /^([\w-]+:\d+(\.\d+)?)(,[\w-]+:\d+(\.\d+)?)*$/.test(value.replace(/\s/g, '')),
        {
          message: 'must look like dhl:1,usps:10 (calls per second per carrier)',
        },
      )
      .transform((value) =>
        Object.fromEntries(
          value
            .replace(/\s/g, '')
            .split(',')
            .filter(Boolean)
            .map((pair) => [pair.split(':')[0], Number(pair.split(':')[1])]),
        ),
      ),
    DHL_API_KEY: emptyAsUnset(z.string().optional()),
    DHL_API_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    USPS_CLIENT_ID: emptyAsUnset(z.string().optional()),
    USPS_CLIENT_SECRET: emptyAsUnset(z.string().optional()),
    USPS_API_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    UPS_CLIENT_ID: emptyAsUnset(z.string().optional()),
    UPS_CLIENT_SECRET: emptyAsUnset(z.string().optional()),
    UPS_API_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    FEDEX_CLIENT_ID: emptyAsUnset(z.string().optional()),
    FEDEX_CLIENT_SECRET: emptyAsUnset(z.string().optional()),
    FEDEX_API_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    SEVENTEENTRACK_API_KEY: emptyAsUnset(z.string().optional()),
    SEVENTEENTRACK_API_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    DEMO_DATA: booleanFromString.optional(),
    DEMO_HISTORY_SHIPMENTS: z.coerce.number().int().min(0).max(100_000).default(3000),
    PUBLIC_BASE_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL such as https://parcelpilot.example'),
    STATS_MIN_SAMPLE: z.coerce.number().int().min(1).default(10),
    STATS_REBUILD_INTERVAL_MS: z.coerce.number().int().min(10_000).default(3_600_000),
    SETTINGS_ENCRYPTION_KEY: emptyAsUnset(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
    MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    MAIL_ALLOW_PLAINTEXT: booleanFromString.default(false),
    CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    FOLLOW_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    OPENAI_API_KEY: emptyAsUnset(z.string().optional()),
    OPENAI_BASE_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
    AI_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    AD_CLIENT_ID: emptyAsUnset(z.string().trim().max(100).optional()),
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
