import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app-config.js';
import {
  createOpenApiDocument,
  openApiFile,
  openApiTypes,
  openApiTypesFile,
  serializeOpenApi,
} from '../src/openapi.js';

/** Writes packages/api-client/openapi.json and the client's types from the running application's routes. */
const dataDir = mkdtempSync(join(tmpdir(), 'parcelpilot-openapi-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RUN_WORKERS: 'false' });
  const app = await createApiApp(config);
  await app.init();
  const serialized = serializeOpenApi(createOpenApiDocument(app, config.version));
  await app.close();
  writeFileSync(openApiFile, serialized);
  writeFileSync(openApiTypesFile, await openApiTypes(serialized));
  console.log(`Wrote ${openApiFile} and ${openApiTypesFile}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
