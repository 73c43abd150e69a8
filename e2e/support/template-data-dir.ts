import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where support/global-setup.ts tells the workers the run's template data directory is. */
export const TEMPLATE_DATA_DIR_VARIABLE = 'PARCELPILOT_E2E_TEMPLATE_DATA_DIR';

/**
 * A new data directory for one product server: a copy of the run's template (migrated, reference data seeded), or an
 * empty one, which the server's start migrates and seeds itself, when no global setup made a template.
 */
export function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_DATA_DIR_VARIABLE];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
