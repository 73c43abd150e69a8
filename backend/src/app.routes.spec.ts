import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from './common/public.decorator.js';
import { ROLES_KEY } from './common/roles.decorator.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

interface Route {
  name: string;
  method: string;
  access: 'public' | 'roles' | 'unmarked';
}

/** Every route of the running application, with what access it declares. */
function registeredRoutes(t: TestApp): Route[] {
  const discovery = t.app.get(DiscoveryService);
  const scanner = t.app.get(MetadataScanner);
  const reflector = t.app.get(Reflector);
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller || !wrapper.instance) continue;
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, (...args: never[]) => unknown>;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName];
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const targets = [handler, controller];
      const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
      const roles = reflector.getAllAndOverride<string[]>(ROLES_KEY, targets);
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      routes.push({
        name: `${controller.name}.${methodName}`,
        method,
        access: isPublic ? 'public' : roles?.length ? 'roles' : 'unmarked',
      });
    }
  }
  return routes;
}

describe('the route walk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds every route marked either @Public() or with the roles that may use it', () => {
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((route) => route.access === 'unmarked').map((route) => route.name)).toEqual([]);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const guarded = new Set(
      registeredRoutes(t)
        .filter((route) => route.access === 'roles')
        .map((route) => route.name),
    );
    const openapi = (await t.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!guarded.has(operation.operationId.replace('_', '.'))) continue;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.http[method as 'get' | 'post' | 'put' | 'delete'](url).send({});
        expect({ route: `${method.toUpperCase()} ${path}`, status: response.status }).toEqual({
          route: `${method.toUpperCase()} ${path}`,
          status: 401,
        });
        checked++;
      }
    }
    expect(checked).toBe(guarded.size);
  });
});

describe('security headers and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AD_NETWORK_ORIGINS: 'https://ads.example.com' });
  });
  afterAll(() => t.close());

  it('sends a Content-Security-Policy that allows the ad network only when configured, and no x-powered-by', async () => {
    const response = await t.http.get('/api/health');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // 'self', the hash of the server-rendered pages' inline entry loader, then the ad network.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/ads\.example\.com/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a request body over the limit with 413', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413 });
  });

  it('limits the API per IP and says when to come back', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) await limited.http.get('/api/auth/session').expect(200);
      const refused = await limited.http.get('/api/auth/session').expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      await limited.http.get('/api/health').expect(200);
    } finally {
      await limited.close();
    }
  });
});
