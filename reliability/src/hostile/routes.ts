import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http } from '../support/http.js';
import { productRoot } from '../support/product.js';

export interface Route {
  operationId: string;
  method: string;
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Fields of the JSON body's schema, when the route takes one. */
  bodyFields: string[] | undefined;
  access: 'public' | 'roles' | 'unmarked';
  roles: string[];
}

interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

type ModuleLike = (abstract new (...args: never[]) => unknown) | { module: unknown; imports?: unknown[] };

/** Loads a module of the built backend (the copy the suite runs), untyped as compiled JavaScript is. */
async function builtModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(join(productRoot(), 'backend', 'dist', file)).href)) as T;
}

/**
 * Access of every route, read from the built backend's own decorators (@Public() and the roles), keyed by the
 * OpenAPI operation id (`Controller_method`): the ground truth the access checks compare answers with.
 */
async function declaredAccess(): Promise<Map<string, { access: Route['access']; roles: string[] }>> {
  const { AppModule } = await builtModule<{ AppModule: { forRoot: (config: unknown, role: string) => ModuleLike } }>(
    'app.module.js',
  );
  const { loadConfig } = await builtModule<{ loadConfig: (env: Record<string, string>) => unknown }>(
    'config/app-config.js',
  );
  const { IS_PUBLIC_KEY } = await builtModule<{ IS_PUBLIC_KEY: string }>('common/public.decorator.js');
  const { ROLES_KEY } = await builtModule<{ ROLES_KEY: string }>('common/roles.decorator.js');
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'route walk only, never used to sign anything',
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  });
  const seen = new Set<unknown>();
  const controllers = new Set<abstract new (...args: never[]) => unknown>();
  const visit = (entry: ModuleLike | undefined) => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const moduleClass = (typeof entry === 'function' ? entry : entry.module) as object;
    const imports = [
      ...((Reflect.getMetadata('imports', moduleClass) as ModuleLike[] | undefined) ?? []),
      ...(typeof entry === 'function' ? [] : ((entry.imports as ModuleLike[] | undefined) ?? [])),
    ];
    for (const controller of (Reflect.getMetadata('controllers', moduleClass) as Array<
      abstract new (...args: never[]) => unknown
    >) ?? []) {
      controllers.add(controller);
    }
    for (const imported of imports) visit(imported);
  };
  visit(AppModule.forRoot(config, 'api'));

  const access = new Map<string, { access: Route['access']; roles: string[] }>();
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata('path', handler) === undefined) continue;
      const isPublic = Boolean(
        (Reflect.getMetadata(IS_PUBLIC_KEY, handler) as boolean | undefined) ??
        (Reflect.getMetadata(IS_PUBLIC_KEY, controller) as boolean | undefined),
      );
      const roles =
        (Reflect.getMetadata(ROLES_KEY, handler) as string[] | undefined) ??
        (Reflect.getMetadata(ROLES_KEY, controller) as string[] | undefined) ??
        [];
      access.set(`${controller.name}_${name}`, {
        access: isPublic ? 'public' : roles.length > 0 ? 'roles' : 'unmarked',
        roles,
      });
    }
  }
  return access;
}

function bodyFields(document: OpenApiDocument, operation: OpenApiOperation): string[] | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  const reference = schema?.$ref?.split('/').pop();
  const properties = reference ? document.components?.schemas?.[reference]?.properties : schema?.properties;
  return Object.keys(properties ?? {});
}

/**
 * Every operation the running product documents, with the access its decorators declare. In production the
 * description is for staff: `staff` is a signed-in session's headers.
 */
export async function loadRoutes(baseUrl: string, staff: Record<string, string>): Promise<Route[]> {
  const answer = await http(`${baseUrl}/api/openapi.json`, { headers: staff });
  if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
  const document = answer.body as OpenApiDocument;
  const access = await declaredAccess();
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const declared = access.get(operation.operationId);
      const parameters = operation.parameters ?? [];
      routes.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: bodyFields(document, operation),
        access: declared?.access ?? 'unmarked',
        roles: declared?.roles ?? [],
      });
    }
  }
  return routes;
}
