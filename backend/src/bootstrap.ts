import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type ProcessRole } from './app.module.js';
import { configureApp } from './app.setup.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';

/** Reads the configuration or stops the process with one message naming every bad variable. */
export function configOrExit(role: ProcessRole): AppConfig {
  try {
    const config = loadConfig(process.env);
    const refusal = singleProcessRefusal(config, role);
    if (refusal) throw new ConfigError([refusal]);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** PGlite lives inside one process, so any split into API and worker processes needs a PostgreSQL server. */
export function singleProcessRefusal(config: AppConfig, role: ProcessRole): string | undefined {
  if (config.database.url) return undefined;
  if (role === 'worker') {
    return 'DATABASE_URL: is required for a separate worker process; the embedded PGlite database can only be opened by one process (run workers in the API process with RUN_WORKERS=true instead)';
  }
  if (!config.runWorkers) {
    return 'DATABASE_URL: is required when RUN_WORKERS=false; the embedded PGlite database can only be opened by one process, so separate workers could not reach it';
  }
  return undefined;
}

export async function createApiApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, 'api'), {
    bufferLogs: true,
  });
  configureApp(app, config);
  return app;
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the proxies and load balancers
 * in front (commonly 60 s), so that the client side always closes it first. Node's default of 5 s lets the server close
 * a connection just as the client sends its next request on it, which fails that request (ECONNRESET; a 502 from a
 * proxy).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The API server's connection timeouts (before it listens); the time for a request's headers stays above the idle one. */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}
