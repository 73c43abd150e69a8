import sharp from 'sharp';
import { isFileLink } from '../../common/safe-link.js';
import { startTestApp, TEST_ADMIN, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { DEFAULT_ADMIN_EMAIL } from './first-admin.service.js';

const EDITOR = { name: 'Edna Editor', email: 'Edna@ParcelPilot.test', password: 'editor password 1', role: 'editor' };

describe('users, roles and profile', () => {
  let t: TestApp;
  let admin: SignedInAgent;
  let editorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
    editorId = (await admin.post('/api/users', EDITOR).expect(201)).body._id;
  });
  afterAll(() => t.close());

  it('treats email as unique without regard to case', async () => {
    const duplicate = await admin.post('/api/users', { ...EDITOR, email: 'edna@parcelpilot.TEST' }).expect(409);
    expect(duplicate.body.errors).toEqual({ email: 'This email is already used' });
    const editor = await t.signIn('edna@parcelpilot.test', EDITOR.password);
    await editor.get('/api/profile').expect(200);
  });

  describe('role matrix', () => {
    const routes: Array<[string, string, { anonymous: number; editor: number; admin: number }]> = [
      ['GET', '/api/users', { anonymous: 401, editor: 403, admin: 200 }],
      ['GET', '/api/profile', { anonymous: 401, editor: 200, admin: 200 }],
      ['GET', '/api/auth/session', { anonymous: 200, editor: 200, admin: 200 }],
      ['GET', '/api/health', { anonymous: 200, editor: 200, admin: 200 }],
    ];
    it.each(routes)('%s %s', async (method, url, expected) => {
      const editor = await t.signIn(EDITOR.email, EDITOR.password);
      expect(method).toBe('GET');
      expect((await t.http.get(url)).status).toBe(expected.anonymous);
      expect((await editor.get(url)).status).toBe(expected.editor);
      expect((await admin.get(url)).status).toBe(expected.admin);
    });

    it('lets only admins create users', async () => {
      const editor = await t.signIn(EDITOR.email, EDITOR.password);
      await editor.post('/api/users', { ...EDITOR, email: 'x@parcelpilot.test' }).expect(403);
      await t.http
        .post('/api/users')
        .send({ ...EDITOR, email: 'y@parcelpilot.test' })
        .expect(401);
    });
  });

  it('lists users with the list conventions', async () => {
    for (const name of ['Zed', 'Amy', 'Bob']) {
      await admin.post('/api/users', { ...EDITOR, name, email: `${name}@list.test` }).expect(201);
    }
    const sorted = await admin.get('/api/users?sortBy=name:asc&limit=2&page=1').expect(200);
    expect(sorted.body.total).toBeGreaterThanOrEqual(5);
    expect(sorted.body.records.map((user: { name: string }) => user.name)).toEqual(['Administrator', 'Amy']);
    const filtered = await admin
      .get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ email: 'list.test' }))}&sortBy=name:desc`)
      .expect(200);
    expect(filtered.body).toMatchObject({ total: 3 });
    expect(filtered.body.records.map((user: { name: string }) => user.name)).toEqual(['Zed', 'Bob', 'Amy']);
    expect(filtered.body.records[0]).toEqual(
      expect.objectContaining({ name: 'Zed', email: 'Zed@list.test', role: 'editor' }),
    );
    expect(filtered.body.records[0]).not.toHaveProperty('passwordHash');
    const defaultPage = await admin.get('/api/users').expect(200);
    expect(defaultPage.body.records.length).toBeLessThanOrEqual(20);
    await admin.get('/api/users?filter=notjson').expect(400);
    await admin.get('/api/users?filter={"passwordHash":"x"}').expect(400);
    await admin.get('/api/users?sortBy=passwordHash:asc').expect(400);
    await admin.get('/api/users?limit=101').expect(400);
  });

  it('never lets anyone delete themselves, nor remove or demote the last admin', async () => {
    const me = (await admin.get('/api/auth/session')).body.user._id as string;
    const self = await admin.delete(`/api/users/${me}`).expect(403);
    expect(self.body.message).toBe('You cannot delete your own account');
    const demote = await admin.put(`/api/users/${me}`, { role: 'editor' }).expect(409);
    expect(demote.body.message).toBe('The last active admin cannot be removed, disabled or demoted');
    const russian = await admin.put(`/api/users/${me}`, { role: 'editor' }).set('Accept-Language', 'ru').expect(409);
    expect(russian.body.message).toBe('Последнего активного администратора нельзя удалить, отключить или лишить роли');
    await admin.put(`/api/users/${me}`, { disabled: true }).expect(409);

    const second = await admin
      .post('/api/users', { ...EDITOR, email: 'second-admin@parcelpilot.test', role: 'admin' })
      .expect(201);
    await admin.put(`/api/users/${second.body._id}`, { role: 'editor' }).expect(200);
    await admin.delete(`/api/users/${second.body._id}`).expect(204);
    await admin.get(`/api/users/${second.body._id}`).expect(404);
  });

  it('ends the sessions of a user who is disabled or whose password an admin changes', async () => {
    const editor = await t.signIn(EDITOR.email, EDITOR.password);
    await admin.put(`/api/users/${editorId}`, { password: 'a brand new password' }).expect(200);
    await editor.get('/api/profile').expect(401);
    const again = await t.signIn(EDITOR.email, 'a brand new password');
    await admin.put(`/api/users/${editorId}`, { disabled: true }).expect(200);
    await again.get('/api/profile').expect(401);
    await t.http.post('/api/auth/login').send({ email: EDITOR.email, password: 'a brand new password' }).expect(401);
    await admin.put(`/api/users/${editorId}`, { disabled: false, password: EDITOR.password }).expect(200);
  });

  it('edits the own profile; the name is required in the visitor language', async () => {
    const editor = await t.signIn(EDITOR.email, EDITOR.password);
    const english = await editor.put('/api/profile', { name: '  ' }).expect(400);
    expect(english.body.errors.name).toBe('Please fill in the field');
    const russian = await editor.put('/api/profile', { name: '' }).set('Accept-Language', 'ru-RU,ru;q=0.9').expect(400);
    expect(russian.body.errors.name).toBe('Заполните поле');
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const uploaded = await editor
      .post('/api/files', { filename: 'edna.png', content: `data:image/png;base64,${picture.toString('base64')}` })
      .expect(201);
    const image = uploaded.body.url as string;
    expect(isFileLink(image)).toBe(true);
    const updated = await editor.put('/api/profile', { name: 'Edna E.', image }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Edna E.', image, role: 'editor' });
  });

  it('takes a user picture only from the files uploaded to this site', async () => {
    const editor = await t.signIn(EDITOR.email, EDITOR.password);
    for (const image of [
      'https://tracker.example/pixel.png',
      '//tracker.example/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/files/edna.png',
      '/api/files/raw/../../../etc/passwd',
      `/api/files/raw/${'a'.repeat(64)}.png?x=1`,
    ]) {
      const refused = await editor.put('/api/profile', { name: 'Edna', image }).expect(400);
      expect([image, refused.body.errors]).toEqual([image, { image: 'Choose an image uploaded to the file manager' }]);
      const byAdmin = await admin.put(`/api/users/${editorId}`, { image }).expect(400);
      expect(byAdmin.body.errors).toEqual({ image: 'Choose an image uploaded to the file manager' });
    }
    const russian = await editor
      .put('/api/profile', { name: 'Edna', image: 'https://tracker.example/pixel.png' })
      .set('Accept-Language', 'ru')
      .expect(400);
    expect(russian.body.errors.image).toBe('Выберите изображение, загруженное в файловый менеджер');
    await editor.put('/api/profile', { name: 'Edna', image: null }).expect(200);
    await admin.put(`/api/users/${editorId}`, { image: '' }).expect(200);
  });

  it('changes the own password only with the current one, keeping this session and ending the others', async () => {
    const here = await t.signIn(EDITOR.email, EDITOR.password);
    const elsewhere = await t.signIn(EDITOR.email, EDITOR.password);
    const wrong = await here
      .put('/api/profile', { name: 'Edna', currentPassword: 'not it', newPassword: 'another long password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is not correct' });
    await here
      .put('/api/profile', { name: 'Edna', currentPassword: EDITOR.password, newPassword: 'another long password' })
      .expect(200);
    await here.get('/api/profile').expect(200);
    await elsewhere.get('/api/profile').expect(401);
    await here
      .put('/api/profile', { name: 'Edna', currentPassword: 'another long password', newPassword: EDITOR.password })
      .expect(200);
  });
  it('counts a wrong current password as a failed sign-in of the account: both then answer 429 with Retry-After', async () => {
    const user = { name: 'Guessed', email: 'guessed@parcelpilot.test', password: 'guessed password 1', role: 'editor' };
    await admin.post('/api/users', user).expect(201);
    const session = await t.signIn(user.email, user.password);
    const change = (currentPassword: string) =>
      session.put('/api/profile', { name: user.name, currentPassword, newPassword: 'a new long password' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await t.http.post('/api/auth/login').send({ email: user.email, password: 'wrong guess' }).expect(401);
    }
    for (let attempt = 0; attempt < 3; attempt++) await change(`wrong guess ${attempt}`).expect(400);
    // Five failures from this address, sign-in and profile together: even the right password is refused now.
    const refused = await change(user.password).expect(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
    // From another address the owner still gets in.
    await t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.20')
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('locks an account guessed at from many addresses, at sign-in and at the profile check alike', async () => {
    const user = { name: 'Spread', email: 'spread@parcelpilot.test', password: 'spread password 1', role: 'editor' };
    await admin.post('/api/users', user).expect(201);
    const session = await t.signIn(user.email, user.password);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await t.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${attempt}`)
        .send({ email: user.email, password: 'wrong guess' })
        .expect(401);
      await session.agent
        .put('/api/profile')
        .set('x-csrf-token', session.csrfToken)
        .set('X-Forwarded-For', `203.0.113.${attempt}`)
        .send({ name: user.name, currentPassword: 'wrong guess', newPassword: 'a new long password' })
        .expect(400);
    }
    const locked = await t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.77')
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts for this account. Try again in 1 minute.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    await session.agent
      .put('/api/profile')
      .set('x-csrf-token', session.csrfToken)
      .set('X-Forwarded-For', '192.0.2.78')
      .send({ name: user.name, currentPassword: user.password, newPassword: 'a new long password' })
      .expect(429);
  });
});

describe('first admin', () => {
  it('creates admin@localhost with a random password when no user exists and none is configured', async () => {
    const t = await startTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      await t.http.post('/api/auth/login').send(TEST_ADMIN).expect(401);
      const { UsersRepository } = await import('./users.repository.js');
      const users = t.app.get(UsersRepository);
      expect(await users.count()).toBe(1);
      expect(await users.findByEmail(DEFAULT_ADMIN_EMAIL)).toMatchObject({ role: 'admin', disabled: false });
    } finally {
      await t.close();
    }
  });

  it('creates or updates the configured admin at start', async () => {
    const t = await startTestApp();
    try {
      const admin = await t.signIn();
      expect((await admin.get('/api/auth/session')).body.user.role).toBe('admin');
      const { UsersRepository } = await import('./users.repository.js');
      expect(await t.app.get(UsersRepository).findByEmail(DEFAULT_ADMIN_EMAIL)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
