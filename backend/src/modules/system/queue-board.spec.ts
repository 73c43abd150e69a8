import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('the queue board at /admin/queues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends anonymous visitors to sign in and refuses editors', async () => {
    const anonymous = await t.http.get('/admin/queues').expect(302);
    expect(anonymous.headers.location).toBe('/auth?next=%2Fadmin%2Fqueues');
    const admin = await t.signIn();
    await admin
      .post('/api/users', { name: 'Ed', email: 'ed@board.test', password: 'editor password', role: 'editor' })
      .expect(201);
    const editor = await t.signIn('ed@board.test', 'editor password');
    await editor.get('/admin/queues').expect(403);
  });

  it('shows admins every queue with its counts', async () => {
    const admin = await t.signIn();
    const page = await admin.get('/admin/queues').expect(200);
    expect(page.headers['content-type']).toMatch(/html/);
    const api = await admin.get('/admin/queues/api/queues').expect(200);
    const names = (api.body.queues as Array<{ name: string }>).map((queue) => queue.name);
    expect(names).toEqual(expect.arrayContaining(['system', 'tracking-refresh', 'stats', 'mail']));
  });

  it("takes changes only with the session's CSRF token, which its pages hand to the board's own requests", async () => {
    const admin = await t.signIn();
    const page = await admin.get('/admin/queues').expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('XSRF-TOKEN='));
    expect(cookie).toBe(`XSRF-TOKEN=${admin.csrfToken}; Path=/admin/queues; SameSite=Strict`);

    const paused = async () =>
      (
        (await admin.get('/admin/queues/api/queues').expect(200)).body.queues as Array<{
          name: string;
          isPaused: boolean;
        }>
      ).find((queue) => queue.name === 'stats')!.isPaused;
    for (const forged of [undefined, 'forged-token']) {
      const request = admin.agent.put('/admin/queues/api/queues/stats/pause');
      if (forged) request.set('X-XSRF-TOKEN', forged);
      const refused = await request.expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: 'Missing or invalid CSRF token: reload the page and try again',
      });
    }
    expect(await paused()).toBe(false);

    await admin.agent.put('/admin/queues/api/queues/stats/pause').set('X-XSRF-TOKEN', admin.csrfToken).expect(200);
    expect(await paused()).toBe(true);
    await admin.agent.put('/admin/queues/api/queues/stats/resume').set('x-csrf-token', admin.csrfToken).expect(200);
    expect(await paused()).toBe(false);
  });
});
