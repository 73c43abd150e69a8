import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('taxonomy and tags', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('derives the sys_name, refuses a duplicate with 409 and never lets it change', async () => {
    const noName = await staff.post('/api/taxonomy', { name: '' }).expect(400);
    expect(noName.body.errors).toEqual({ name: 'Name cannot be empty' });
    const created = await staff
      .post('/api/taxonomy', { name: 'Returns & Refunds', description: '<p>Help<script>x()</script></p>' })
      .expect(201);
    expect(created.body).toMatchObject({ sys_name: 'returns-refunds', description: '<p>Help</p>', parentId: null });
    const duplicate = await staff.post('/api/taxonomy', { name: 'Returns, refunds' }).expect(409);
    expect(duplicate.body.errors).toEqual({ sys_name: 'This sys_name is already used' });

    const locked = await staff.put(`/api/taxonomy/${created.body._id}`, { sys_name: 'refunds' }).expect(400);
    expect(locked.body.errors).toEqual({ sys_name: 'sys_name cannot be changed after creation' });
    const renamed = await staff
      .put(`/api/taxonomy/${created.body._id}`, { name: 'Refunds', sys_name: 'returns-refunds' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Refunds', sys_name: 'returns-refunds' });
  });

  it('requires a name for every subcategory and numbers new ones after the highest id', async () => {
    const category = (await staff.post('/api/taxonomy', { name: 'Couriers by region' }).expect(201)).body;
    const empty = await staff
      .put(`/api/taxonomy/${category._id}`, { subCategoriesRecords: [{ name: 'Europe' }, { name: ' ' }] })
      .expect(400);
    expect(empty.body.errors).toEqual({ 'subCategoriesRecords.1.name': 'Field cannot be empty' });
    const saved = await staff
      .put(`/api/taxonomy/${category._id}`, {
        subCategoriesRecords: [{ id: 7, name: 'Europe' }, { name: 'North America' }, { name: 'Asia / Pacific' }],
      })
      .expect(200);
    expect(saved.body.subCategoriesRecords).toEqual([
      { id: 7, name: 'Europe', sys_name: 'europe' },
      { id: 8, name: 'North America', sys_name: 'north-america' },
      { id: 9, name: 'Asia / Pacific', sys_name: 'asia-pacific' },
    ]);
  });

  it('keeps the tree free of cycles and shows children on the public category', async () => {
    const parent = (await staff.post('/api/taxonomy', { name: 'Tree root' }).expect(201)).body;
    const child = (await staff.post('/api/taxonomy', { name: 'Tree leaf', parentId: parent._id, order: 2 }).expect(201))
      .body;
    const cycle = await staff.put(`/api/taxonomy/${parent._id}`, { parentId: child._id }).expect(400);
    expect(cycle.body.errors.parentId).toMatch(/itself or one of its subcategories/);
    const unknown = await staff
      .post('/api/taxonomy', { name: 'Orphan', parentId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(unknown.body.errors).toEqual({ parentId: 'Unknown category' });

    const publicRoot = await t.http.get('/api/public/taxonomy/tree-root').expect(200);
    expect(publicRoot.body.children.map((entry: { sys_name: string }) => entry.sys_name)).toEqual(['tree-leaf']);
    await t.http.get('/api/public/taxonomy/no-such-thing').expect(404);
    await staff.delete(`/api/taxonomy/${parent._id}`).expect(204);
    expect((await staff.get(`/api/taxonomy/${child._id}`).expect(200)).body.parentId).toBeNull();
  });

  it('lists with the list convention: exact sys_name, name contains, sort, page, total', async () => {
    const bySysName = await staff.get(`/api/taxonomy?filter=${filter({ sys_name: 'help-center' })}`).expect(200);
    expect(bySysName.body).toMatchObject({ total: 1, records: [{ sys_name: 'help-center' }] });
    const sorted = await staff.get('/api/taxonomy?sortBy=name:asc&limit=3&page=2').expect(200);
    expect(sorted.body.records).toHaveLength(3);
    expect(sorted.body.total).toBeGreaterThanOrEqual(6);
    await t.http.get('/api/taxonomy').expect(401);
  });

  it('manages tags with derived, unique sys_names', async () => {
    const tag = (await staff.post('/api/tags', { name: 'Black Friday' }).expect(201)).body;
    expect(tag.sys_name).toBe('black-friday');
    const duplicate = await staff.post('/api/tags', { name: 'black friday' }).expect(409);
    expect(duplicate.body.errors).toEqual({ sys_name: 'This sys_name is already used' });
    await staff.put(`/api/tags/${tag._id}`, { name: 'Cyber Monday', sys_name: 'Cyber Monday' }).expect(200);
    const list = await staff.get(`/api/tags?filter=${filter({ name: 'cyber' })}`).expect(200);
    expect(list.body).toMatchObject({ total: 1, records: [{ sys_name: 'cyber-monday' }] });
    await staff.delete(`/api/tags/${tag._id}`).expect(204);
    await staff.delete(`/api/tags/${tag._id}`).expect(404);
  });
});
