import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const EDITOR = { name: 'Sam Editor', email: 'sam@parcelpilot.test', password: 'editor password 1', role: 'editor' };
const MAILING = {
  email: 'noreply@parcelpilot.test',
  email_server: 'smtp.parcelpilot.test',
  port: 587,
  email_password: 's3cret!',
};

describe('settings', () => {
  let t: TestApp;
  let admin: SignedInAgent;
  let editor: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn();
    await admin.post('/api/users', EDITOR).expect(201);
    editor = await t.signIn(EDITOR.email, EDITOR.password);
  });
  afterAll(() => t.close());

  it('is for admins only: editors get 403, anonymous visitors 401', async () => {
    await editor.get('/api/settings').expect(403);
    await editor.post('/api/settings', { name: 'mailing', param: MAILING }).expect(403);
    await t.http.get('/api/settings').expect(401);
    await admin.get('/api/settings').expect(200);
    // Editors still manage the other resources.
    await editor.get('/api/carriers').expect(200);
    await editor.get('/api/search-keywords').expect(200);
  });

  it('stores the mailing setting and never sends the password back', async () => {
    const created = await admin.post('/api/settings', { name: 'mailing', param: MAILING }).expect(201);
    expect(created.body).toMatchObject({ name: 'mailing', param: { ...MAILING, email_password: '********' } });
    const duplicate = await admin.post('/api/settings', { name: 'mailing', param: {} }).expect(409);
    expect(duplicate.body.errors).toEqual({ name: 'This name is already used' });

    // Saving the form unchanged keeps the stored password; a new one replaces it.
    const id = created.body._id as string;
    await admin
      .put(`/api/settings/${id}`, { param: { ...MAILING, port: 465, email_password: '********' } })
      .expect(200);
    const { SettingsRepository } = await import('./settings.repository.js');
    const stored = await t.app.get(SettingsRepository).findById(id);
    expect(stored?.param).toMatchObject({ port: 465, email_password: 's3cret!' });
    await admin.put(`/api/settings/${id}`, { param: { ...MAILING, email_password: 'n3w' } }).expect(200);
    expect((await t.app.get(SettingsRepository).findById(id))?.param.email_password).toBe('n3w');

    const list = await admin.get(`/api/settings?filter=${encodeURIComponent('{"name":"mailing"}')}`).expect(200);
    expect(list.body).toMatchObject({ total: 1, records: [{ name: 'mailing' }] });
    const noName = await admin.post('/api/settings', { name: '' }).expect(400);
    expect(noName.body.errors).toEqual({ name: 'Name cannot be empty' });
    await admin.delete(`/api/settings/${id}`).expect(204);
  });
});
