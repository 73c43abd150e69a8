import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TrustProxy } from '../common/client-address.js';
import { isLoopbackHost } from '../common/loopback-host.js';
import { envSchema } from './config.schema.js';

/** The parsed configuration, the only view of the environment the rest of the backend gets. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  version: string;
  dataDir: string;
  database: { url: string | undefined; pgliteDir: string };
  redis: { url: string; prefix: string };
  runWorkers: boolean;
  sessionSecret: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  remotes: { publicApp: string; adminApp: string };
  heartbeatIntervalMs: number;
  firstAdmin: { email: string | undefined; password: string | undefined };
  rateLimitPerMinute: number;
  /** Which peers' X-Forwarded-For tells the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Origins of the ad network's scripts, allowed by the Content-Security-Policy only when configured. */
  adNetworkOrigins: string[];
  /** Publisher id of the ad network; ad slots render nothing without it. */
  adClientId: string | undefined;
  /** Absolute origin of the public site, for sitemaps and canonical links (no trailing slash). */
  publicBaseUrl: string;
  /** Secret the stored settings' passwords are encrypted with (SETTINGS_ENCRYPTION_KEY, else SESSION_SECRET). */
  settingsEncryptionKey: string;
  mail: {
    retryDelayMs: number;
    maxAttempts: number;
    contactLimitPerHour: number;
    /** FOLLOW_LIMIT_PER_HOUR: new e-mail follows of parcels accepted per visitor address and hour. */
    followLimitPerHour: number;
    /** MAIL_ALLOW_PLAINTEXT: send to a mail server without TLS even when it is not on this machine. */
    allowPlaintext: boolean;
    /** Which mail hosts are this machine, where plaintext SMTP is allowed (`isLoopbackHost`; tests may decide). */
    isLoopbackHost: (host: string) => boolean;
  };
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string; limitPerMinute: number };
  stats: {
    /** Below this many finished shipments a route shows "not enough data" instead of figures. */
    minSample: number;
    rebuildIntervalMs: number;
  };
  tracking: {
    freshSeconds: number;
    refreshIntervalMs: number;
    refreshBatch: number;
    /** Shipments one worker process's refresh jobs ask the carriers about at once (TRACKING_REFRESH_CONCURRENCY). */
    refreshCarrierSlots: number;
    /**
     * Numbers one API process's visitor lookups ask the carriers about at once (TRACKING_LOOKUP_CONCURRENCY), apart
     * from the refresh jobs' slots; up to ten times as many wait, more are refused with 503.
     */
    lookupCarrierSlots: number;
    /**
     * Refresh jobs one worker process runs at once: twice its carrier slots, so that a job's lock, read, write and
     * BullMQ's bookkeeping happen while other jobs hold the slots, and no slot waits for them.
     */
    refreshJobs: number;
    /** Seed the labelled demo shipments (default: everywhere but production). */
    demoData: boolean;
    /** With demoData: how many delivered demo shipments the first start writes for the route statistics. */
    demoHistoryShipments: number;
  };
  carriers: {
    timeoutMs: number;
    /** Calls per second, per carrier code. */
    rateLimits: Record<string, number>;
    dhl: { apiKey?: string; baseUrl?: string };
    usps: { clientId?: string; clientSecret?: string; baseUrl?: string };
    ups: { clientId?: string; clientSecret?: string; baseUrl?: string };
    fedex: { clientId?: string; clientSecret?: string; baseUrl?: string };
    seventeenTrack: { apiKey?: string; baseUrl?: string };
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Parses the environment once. Throws a ConfigError naming every bad variable at the same time,
 * so that a start with several mistakes needs one fix, not several restarts.
 */
export function loadConfig(env: Record<string, string | undefined>, version = packageVersion()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const sessionSecret = values.SESSION_SECRET ?? developmentSessionSecret(dataDir);
  return {
    nodeEnv: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    version,
    dataDir,
    database: { url: values.DATABASE_URL, pgliteDir: join(dataDir, 'pglite') },
    redis: { url: values.REDIS_URL, prefix: values.REDIS_PREFIX },
    runWorkers: values.RUN_WORKERS,
    sessionSecret,
    logLevel: values.LOG_LEVEL,
    remotes: {
      publicApp: values.PUBLIC_REMOTE_URL ?? '/mf/public/mf-manifest.json',
      adminApp: values.ADMIN_REMOTE_URL ?? '/mf/admin/mf-manifest.json',
    },
    heartbeatIntervalMs: values.HEARTBEAT_INTERVAL_MS,
    firstAdmin: { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD },
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    adNetworkOrigins: values.AD_NETWORK_ORIGINS,
    adClientId: values.AD_CLIENT_ID,
    publicBaseUrl: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    settingsEncryptionKey: values.SETTINGS_ENCRYPTION_KEY ?? sessionSecret,
    mail: {
      retryDelayMs: values.MAIL_RETRY_DELAY_MS,
      maxAttempts: values.MAIL_MAX_ATTEMPTS,
      contactLimitPerHour: values.CONTACT_LIMIT_PER_HOUR,
      followLimitPerHour: values.FOLLOW_LIMIT_PER_HOUR,
      allowPlaintext: values.MAIL_ALLOW_PLAINTEXT,
      isLoopbackHost,
    },
    ai: {
      apiKey: values.OPENAI_API_KEY,
      baseUrl: values.OPENAI_BASE_URL,
      model: values.OPENAI_MODEL,
      limitPerMinute: values.AI_LIMIT_PER_MINUTE,
    },
    stats: { minSample: values.STATS_MIN_SAMPLE, rebuildIntervalMs: values.STATS_REBUILD_INTERVAL_MS },
    tracking: {
      freshSeconds: values.TRACKING_FRESH_SECONDS,
      refreshIntervalMs: values.TRACKING_REFRESH_INTERVAL_MS,
      refreshBatch: values.TRACKING_REFRESH_BATCH,
      refreshCarrierSlots: values.TRACKING_REFRESH_CONCURRENCY,
      lookupCarrierSlots: values.TRACKING_LOOKUP_CONCURRENCY,
      refreshJobs: values.TRACKING_REFRESH_CONCURRENCY * 2,
      demoData: values.DEMO_DATA ?? values.NODE_ENV !== 'production',
      demoHistoryShipments: values.DEMO_HISTORY_SHIPMENTS,
    },
    carriers: {
      timeoutMs: values.CARRIER_TIMEOUT_MS,
      rateLimits: values.CARRIER_RATE_LIMITS,
      dhl: { apiKey: values.DHL_API_KEY, baseUrl: values.DHL_API_URL },
      usps: { clientId: values.USPS_CLIENT_ID, clientSecret: values.USPS_CLIENT_SECRET, baseUrl: values.USPS_API_URL },
      ups: { clientId: values.UPS_CLIENT_ID, clientSecret: values.UPS_CLIENT_SECRET, baseUrl: values.UPS_API_URL },
      fedex: {
        clientId: values.FEDEX_CLIENT_ID,
        clientSecret: values.FEDEX_CLIENT_SECRET,
        baseUrl: values.FEDEX_API_URL,
      },
      seventeenTrack: { apiKey: values.SEVENTEENTRACK_API_KEY, baseUrl: values.SEVENTEENTRACK_API_URL },
    },
  };
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: theirs is the one to keep.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

function packageVersion(): string {
  // src/config and dist/config both sit two levels below the backend package.json.
  const packageJson = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(packageJson) as { version: string }).version;
}
