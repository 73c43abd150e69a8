import type { INestApplication } from '@nestjs/common';
import { fileURLToPath } from 'node:url';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ParcelPilot API')
    .setDescription('Parcel tracking, carriers, content and statistics for the ParcelPilot site and back-office.')
    .setVersion(version)
    .addCookieAuth('parcelpilot_session')
    .build();
  return sortKeys(SwaggerModule.createDocument(app, config)) as OpenAPIObject;
}

/** Objects with their keys sorted, recursively, so the committed spec is stable whatever the module order. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    );
  }
  return value;
}

/** The committed form of the spec: sorted keys, two-space indentation, a final newline. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const openApiFile = fileURLToPath(new URL('../../packages/api-client/openapi.json', import.meta.url));
export const openApiTypesFile = fileURLToPath(new URL('../../packages/api-client/src/schema.d.ts', import.meta.url));

/**
 * TypeScript types for the typed client, generated from the spec by openapi-typescript. Imported here, not at the top:
 * it pulls in the TypeScript compiler, which the running API never needs (tens of MB resident).
 */
export async function openApiTypes(serialized: string): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(serialized);
  return `${GENERATED_HEADER}${astToString(ast)}`;
}

const GENERATED_HEADER = '// Generated from openapi.json by `npm run api:generate`. Do not edit.\n\n';
