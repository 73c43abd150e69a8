import { readFileSync } from 'node:fs';
import { createApiApp } from './bootstrap.js';
import { createOpenApiDocument, openApiFile, openApiTypes, openApiTypesFile, serializeOpenApi } from './openapi.js';
import { createTestContext } from './testing/test-environment.js';

describe('the committed API contract', () => {
  it('matches the spec and client types generated from the code (run `npm run api:generate` when it fails)', async () => {
    const context = await createTestContext();
    const app = await createApiApp(context.config);
    try {
      await app.init();
      const serialized = serializeOpenApi(createOpenApiDocument(app, context.config.version));
      expect(readFileSync(openApiFile, 'utf8')).toBe(serialized);
      expect(readFileSync(openApiTypesFile, 'utf8')).toBe(await openApiTypes(serialized));
    } finally {
      await app.close();
      await context.cleanup();
    }
  });
});
