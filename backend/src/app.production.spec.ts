import { existsSync, readdirSync } from 'node:fs';
import { frontendDirs } from './modules/web/static-frontends.js';
import { startTestApp, TEST_ADMIN, type TestApp } from './testing/test-app.js';

/** A source map of the built public remote, if the frontends are built. */
const sourceMap = existsSync(frontendDirs.public)
  ? readdirSync(frontendDirs.public).find((file) => file.endsWith('.js.map'))
  : undefined;

/**
 * What a production install shows to anyone: the API's description (Swagger UI, /api/openapi.json), the detailed
 * health report and the frontends' source maps are not among it. Development and tests keep them open.
 */
describe.each([
  ['production', { NODE_ENV: 'production', SESSION_SECRET: 'a production secret of at least 32 chars' }],
  ['test', {}],
] as const)('what anyone can read (NODE_ENV=%s)', (mode, env) => {
  const production = mode === 'production';
  let t: TestApp;
  let staffCookie: string;

  beforeAll(async () => {
    t = await startTestApp(env);
    // The production cookie is Secure, which supertest's agent keeps off plain HTTP: sent by hand.
    const signedIn = await t.http.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    staffCookie = (signedIn.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  });
  afterAll(() => t.close());

  it(`${production ? 'keeps' : 'opens'} the API description ${production ? 'for staff' : 'to everyone'}`, async () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/swagger-ui-init.js']) {
      const anonymous = await t.http.get(path);
      expect([path, anonymous.status]).toEqual([path, production ? 401 : 200]);
      if (production) expect(anonymous.body).toEqual({ statusCode: 401, message: 'Sign in to continue' });
      const staff = await t.http.get(path).set('Cookie', staffCookie);
      expect([path, staff.status]).toEqual([path, 200]);
    }
    expect((await t.http.get('/api/openapi.json').set('Cookie', staffCookie)).body.info.title).toBe('ParcelPilot API');
    await t.http.get('/api/docs-yaml').expect(404);
  });

  it(`answers health with ${production ? 'up or down only, the detail for staff' : 'the detail'}`, async () => {
    const anonymous = await t.http.get('/api/health').expect(200);
    if (production) expect(anonymous.body).toEqual({ status: 'ok' });
    else expect(anonymous.body).toMatchObject({ status: 'ok', db: 'up', redis: 'up', carriers: expect.any(Array) });
    const forged = await t.http.get('/api/health').set('Cookie', 'parcelpilot_session=Fe26.2**forged').expect(200);
    expect(Object.keys(forged.body)).toEqual(Object.keys(anonymous.body));
    const staff = await t.http.get('/api/health').set('Cookie', staffCookie).expect(200);
    expect(staff.body).toMatchObject({ status: 'ok', db: 'up', redis: 'up', version: t.context.config.version });
  });

  (sourceMap ? it : it.skip)(`${production ? 'never serves' : 'serves'} the frontends' source maps`, async () => {
    const script = sourceMap!.replace(/\.map$/, '');
    await t.http.get(`/mf/public/${script}`).expect(200);
    await t.http.get(`/mf/public/${sourceMap}`).expect(production ? 404 : 200);
    await t.http
      .get(`/mf/public/${sourceMap}`)
      .set('Cookie', staffCookie)
      .expect(production ? 404 : 200);
  });
});
