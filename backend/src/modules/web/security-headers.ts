import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';
import { serverBundle } from './ssr/server-bundle.js';
import { publicServerBundle } from './static-frontends.js';

/** Origins (scheme + host) of remotes configured as absolute URLs; same-origin remotes need nothing extra. */
function remoteOrigins(config: AppConfig): string[] {
  return [config.remotes.publicApp, config.remotes.adminApp]
    .filter((entry) => /^https?:\/\//.test(entry))
    .map((entry) => new URL(entry).origin);
}

/**
 * helmet with a Content-Security-Policy that lets the shell load its remotes (and the ad network, only when one
 * is configured), HSTS only in production, and no x-powered-by.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  const ads = config.adNetworkOrigins;
  // The inline script of server-rendered documents, by its hash, as their renderer gives it (none when not built).
  const documentScripts = serverBundle(publicServerBundle)?.documentScriptSources ?? [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...documentScripts, ...remotes, ...ads],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...ads],
        frameSrc: ads.length > 0 ? ads : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
