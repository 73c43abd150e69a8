import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderRequest, RenderResult } from '@parcelpilot/contracts';

/**
 * The server build of the public site (frontend-public/server/server-entry.tsx, built to `dist-ssr/server.cjs`). It
 * renders a page's whole document (frontend-public/server/document.ts) from the shell's route frame, reading the
 * frontends' build outputs itself; the backend only sends it.
 */
export interface ServerBundle {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The Content-Security-Policy `script-src` sources its documents need (the hash of their one inline script). */
  documentScriptSources: readonly string[];
}

const loaded = new Map<string, ServerBundle | undefined>();

/**
 * The server build at `path`, loaded once per process (the first call, when the security headers are made), or
 * undefined when it was not built then: the Content-Security-Policy and the renderer agree on it for the process's
 * life, and pages render in the browser until the server restarts after a build.
 */
export function serverBundle(path: string): ServerBundle | undefined {
  if (!loaded.has(path))
    loaded.set(path, existsSync(path) ? (createRequire(import.meta.url)(path) as ServerBundle) : undefined);
  return loaded.get(path);
}
