import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('shops', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('manages shops with a derived, unique system_name and sanitised translations', async () => {
    const noName = await staff.post('/api/shops', { name: '' }).expect(400);
    expect(noName.body.errors).toEqual({ name: 'Name cannot be empty' });
    const created = await staff
      .post('/api/shops', {
        name: 'Test Shop Ltd.',
        homepage: 'https://shop.example',
        type: 'retailer',
        translations: { en: { title: 'Test shop', content: '<p>Hi<img src=x onerror=alert(1)></p>' } },
      })
      .expect(201);
    expect(created.body).toMatchObject({ system_name: 'test-shop-ltd', published: true });
    expect(created.body.translations.en.content).toBe('<p>Hi<img src="x" /></p>');
    const duplicate = await staff.post('/api/shops', { name: 'test shop ltd' }).expect(409);
    expect(duplicate.body.errors).toEqual({ system_name: 'This system_name is already used' });
    const badLocale = await staff.post('/api/shops', { name: 'Other', translations: { english: {} } }).expect(400);
    expect(badLocale.body.errors.translations).toMatch(/"english" is not a locale code/);
    const updated = await staff.put(`/api/shops/${created.body._id}`, { published: false }).expect(200);
    expect(updated.body.published).toBe(false);
  });

  it('lists with the list convention and shows only published shops to the public', async () => {
    const page = await staff
      .get(`/api/shops?filter=${filter({ type: 'fashion' })}&sortBy=name:asc&limit=3&page=1`)
      .expect(200);
    expect(page.body.records).toHaveLength(3);
    expect(page.body.total).toBeGreaterThanOrEqual(5);
    const names = page.body.records.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    await staff.post('/api/shops', { name: 'Hidden Shop', published: false }).expect(201);
    const publicList = await t.http.get(`/api/public/shops?filter=${filter({ name: 'shop' })}`).expect(200);
    expect(publicList.body.records.map((row: { name: string }) => row.name)).not.toContain('Hidden Shop');
    await t.http.get('/api/public/shops/hidden-shop').expect(404);
    const amazon = await t.http.get('/api/public/shops/amazon').expect(200);
    expect(amazon.body).toMatchObject({ name: 'Amazon', homepage: 'https://www.amazon.com' });
    await t.http.get('/api/shops').expect(401);
  });
});
