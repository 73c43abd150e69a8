import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('content types', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('requires a name and a sys_name, with the messages of the spec', async () => {
    const noName = await staff.post('/api/content-types', { name: '  ' }).expect(400);
    expect(noName.body.errors).toEqual({ name: 'Name cannot be empty' });
    const emptySysName = await staff.post('/api/content-types', { name: 'Recipes', sys_name: '' }).expect(400);
    expect(emptySysName.body.errors).toEqual({ sys_name: 'sys_name cannot be empty' });
    const nothingToDerive = await staff.post('/api/content-types', { name: '!!!' }).expect(400);
    expect(nothingToDerive.body.errors).toEqual({ sys_name: 'sys_name cannot be empty' });
  });

  it('derives sys_name from the name and gives new types the default fields in the view configuration', async () => {
    const created = await staff.post('/api/content-types', { name: 'Shipping  Guides & Tips!' }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Shipping  Guides & Tips!',
      sys_name: 'shipping-guides-tips',
      fields: [],
    });
    expect(created.body.viewConfig).toEqual([
      { id: 1, name: 'Title', sys_name: 'title', type: 'text', defaultField: true, visible: true },
      {
        id: 2,
        name: 'Description',
        sys_name: 'description',
        type: 'textAreaWYSIWYG',
        defaultField: true,
        visible: true,
      },
      { id: 3, name: 'Main image', sys_name: 'mainImage', type: 'image', defaultField: true, visible: true },
    ]);
    const duplicate = await staff.post('/api/content-types', { name: 'Shipping guides tips' }).expect(409);
    expect(duplicate.body.errors).toEqual({ sys_name: 'This sys_name is already used' });
  });

  it('adds fields: the type is required, the sys_name derived, the id the highest plus one', async () => {
    const type = (await staff.post('/api/content-types', { name: 'Field test' }).expect(201)).body;
    const noType = await staff.post(`/api/content-types/${type._id}/fields`, { name: 'Colour' }).expect(400);
    expect(noType.body.errors).toEqual({ type: 'Please, select the Field type' });
    const badType = await staff
      .post(`/api/content-types/${type._id}/fields`, { name: 'Colour', type: 'colour' })
      .expect(400);
    expect(badType.body.errors).toEqual({ type: 'Please, select the Field type' });

    const first = await staff
      .post(`/api/content-types/${type._id}/fields`, { name: 'Main Colour', type: 'text' })
      .expect(201);
    expect(first.body.fields).toEqual([{ id: 4, name: 'Main Colour', sys_name: 'main-colour', type: 'text' }]);
    const second = await staff
      .post(`/api/content-types/${type._id}/fields`, { name: 'Brochure (PDF)', type: 'linkToFile' })
      .expect(201);
    expect(second.body.fields[1]).toEqual({
      id: 5,
      name: 'Brochure (PDF)',
      sys_name: 'brochure-pdf',
      type: 'linkToFile',
    });
    expect(second.body.viewConfig.map((entry: { id: number }) => entry.id)).toEqual([1, 2, 3, 4, 5]);

    // Through PUT: a new field without an id gets the highest + 1 even after a gap; the view order is kept.
    const updated = await staff
      .put(`/api/content-types/${type._id}`, {
        fields: [
          { id: 9, name: 'Main Colour', type: 'text' },
          { name: 'Website', type: 'link' },
        ],
        viewConfig: [
          { id: 9, visible: false },
          { id: 1, visible: true },
        ],
      })
      .expect(200);
    expect(updated.body.fields).toEqual([
      { id: 9, name: 'Main Colour', sys_name: 'main-colour', type: 'text' },
      { id: 10, name: 'Website', sys_name: 'website', type: 'link' },
    ]);
    expect(updated.body.viewConfig.map((entry: { id: number; visible: boolean }) => [entry.id, entry.visible])).toEqual(
      [
        [9, false],
        [1, true],
        [2, true],
        [3, true],
        [10, true],
      ],
    );
    const nested = await staff.put(`/api/content-types/${type._id}`, { fields: [{ name: 'No type' }] }).expect(400);
    expect(nested.body.errors).toEqual({ 'fields.0.type': 'Please, select the Field type' });
    const clash = await staff
      .put(`/api/content-types/${type._id}`, { fields: [{ name: 'Title', type: 'text' }] })
      .expect(400);
    expect(clash.body.errors).toEqual({ 'fields.0.sys_name': 'This sys_name is already used in this content type' });
  });

  it('lists content types with the list convention and refuses to delete one that has records', async () => {
    const list = await staff.get(`/api/content-types?filter=${filter({ sys_name: 'faq' })}`).expect(200);
    expect(list.body).toMatchObject({ total: 1, records: [{ sys_name: 'faq', name: 'FAQ' }] });
    const sorted = await staff.get('/api/content-types?sortBy=sys_name:desc&limit=2').expect(200);
    expect(sorted.body.records).toHaveLength(2);
    expect(sorted.body.records[0].sys_name > sorted.body.records[1].sys_name).toBe(true);
    const refused = await staff.delete(`/api/content-types/${list.body.records[0]._id}`).expect(409);
    expect(refused.body.message).toMatch(/still has \d+ records/);
    const empty = (await staff.post('/api/content-types', { name: 'Disposable' }).expect(201)).body;
    await staff.delete(`/api/content-types/${empty._id}`).expect(204);
    await staff.get(`/api/content-types/${empty._id}`).expect(404);
  });
});

describe('content records', () => {
  let t: TestApp;
  let staff: SignedInAgent;
  let typeId: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
    const type = await staff
      .post('/api/content-types', {
        name: 'Recipe',
        fields: [
          { name: 'Difficulty', type: 'text' },
          { name: 'Body', type: 'textAreaWYSIWYG' },
          { name: 'Video', type: 'link' },
        ],
      })
      .expect(201);
    typeId = type.body._id;
    categoryId = (await staff.post('/api/taxonomy', { name: 'Kitchen' }).expect(201)).body._id;
  });
  afterAll(() => t.close());

  const record = (title: string, overrides: Record<string, unknown> = {}) => ({
    contentTypeId: typeId,
    title,
    published: true,
    ...overrides,
  });

  it('creates a record with every spec field and derives seo_url from the title', async () => {
    const tag = (await staff.post('/api/tags', { name: 'Quick Meals' }).expect(201)).body;
    expect(tag.sys_name).toBe('quick-meals');
    const created = await staff
      .post(
        '/api/content',
        record('Crème Brûlée for Beginners', {
          short_description: 'Easy',
          description: '<p>Heat the cream.</p>',
          mainImage: '/api/files/raw/abc.png',
          taxonomy: [categoryId],
          tags: [tag._id],
          showOnFront: true,
          showOnMenu: true,
          translations: { de: { title: 'Crème brûlée für Anfänger', content: '<p>Sahne erhitzen.</p>' } },
          translated: { title: ['de'], content: [] },
          customFields: { difficulty: 'easy', body: '<p>Step 1</p>', video: 'https://video.example/1' },
        }),
      )
      .expect(201);
    expect(created.body).toMatchObject({
      seo_url: 'creme-brulee-for-beginners',
      contentTypeId: typeId,
      taxonomy: [categoryId],
      tags: [tag._id],
      showOnFront: true,
      showOnMenu: true,
      published: true,
      translated: { title: ['de'], content: [] },
      customFields: { difficulty: 'easy', body: '<p>Step 1</p>', video: 'https://video.example/1' },
    });
    const duplicate = await staff.post('/api/content', record('Creme brulee for beginners')).expect(409);
    expect(duplicate.body.errors).toEqual({ seo_url: 'This seo_url is already used' });
  });

  it('checks custom fields against the content type and sanitises every rich text', async () => {
    const unknown = await staff
      .post('/api/content', record('Unknown field', { customFields: { colour: 'red' } }))
      .expect(400);
    expect(unknown.body.errors).toEqual({ 'customFields.colour': 'Recipe has no field "colour"' });
    const badLink = await staff
      .post('/api/content', record('Bad link', { customFields: { video: 'javascript:alert(1)' } }))
      .expect(400);
    expect(badLink.body.errors).toEqual({ 'customFields.video': 'Enter an http(s) URL or a path starting with /' });
    await staff.post('/api/content', record('Bad image', { mainImage: 'javascript:alert(1)' })).expect(400);

    const dirty =
      '<h2 onmouseover="x()">Hi</h2><script>alert(1)</script><a href="javascript:evil()">x</a><img src=x onerror=alert(1)>';
    const created = await staff
      .post(
        '/api/content',
        record('Dirty', {
          description: dirty,
          translations: { en: { content: dirty, title: 'Dirty' } },
          customFields: { body: dirty },
        }),
      )
      .expect(201);
    for (const html of [
      created.body.description,
      created.body.translations.en.content,
      created.body.customFields.body,
    ]) {
      expect(html).toBe('<h2>Hi</h2><a>x</a><img src="x" />');
    }
    const updated = await staff.put(`/api/content/${created.body._id}`, { description: dirty }).expect(200);
    expect(updated.body.description).toBe('<h2>Hi</h2><a>x</a><img src="x" />');
  });

  it('filters the list by content type, category, tag and custom field value, sorts and pages', async () => {
    for (const [title, difficulty] of [
      ['Soup A', 'hard'],
      ['Soup B', 'easy'],
      ['Soup C', 'easy'],
      ['Soup D', 'easy'],
    ] as const) {
      await staff
        .post(
          '/api/content',
          record(title, { customFields: { difficulty }, taxonomy: title === 'Soup D' ? [] : [categoryId] }),
        )
        .expect(201);
    }
    const byField = await staff
      .get(
        `/api/content?filter=${filter({ contentType: 'recipe', 'customFields.difficulty': 'easy', title: 'soup' })}` +
          '&sortBy=title:desc&limit=2&page=1',
      )
      .expect(200);
    expect(byField.body.total).toBe(3);
    expect(byField.body.records.map((row: { title: string }) => row.title)).toEqual(['Soup D', 'Soup C']);
    const page2 = await staff
      .get(
        `/api/content?filter=${filter({ contentType: 'recipe', 'customFields.difficulty': 'easy', title: 'soup' })}` +
          '&sortBy=title:desc&limit=2&page=2',
      )
      .expect(200);
    expect(page2.body.records.map((row: { title: string }) => row.title)).toEqual(['Soup B']);
    const byCategory = await staff
      .get(`/api/content?filter=${filter({ taxonomy: 'kitchen', title: 'soup' })}&sortBy=customFields.difficulty:asc`)
      .expect(200);
    expect(byCategory.body.records.map((row: { title: string }) => row.title).sort()).toEqual([
      'Soup A',
      'Soup B',
      'Soup C',
    ]);
    expect(
      byCategory.body.records.map((row: { customFields: { difficulty: string } }) => row.customFields.difficulty),
    ).toEqual(['easy', 'easy', 'hard']);
    const byTypeId = await staff
      .get(`/api/content?filter=${filter({ contentType: typeId, title: 'soup' })}`)
      .expect(200);
    expect(byTypeId.body.total).toBe(4);
    await staff.get(`/api/content?filter=${filter({ 'customFields.a b': 'x' })}`).expect(400);
    await staff.get(`/api/content?filter=${filter({ nothing: 'x' })}`).expect(400);
  });

  it('counts the records a content type change would touch: all of them, and per custom field those holding a value', async () => {
    const type = (
      await staff
        .post('/api/content-types', {
          name: 'Gadget',
          fields: [
            { name: 'Colour', type: 'text' },
            { name: 'Size', type: 'text' },
          ],
        })
        .expect(201)
    ).body;
    const empty = await staff.get(`/api/content-types/${type._id}/usage`).expect(200);
    expect(empty.body).toEqual({ records: 0, fields: { colour: 0, size: 0 } });
    for (const [title, colour] of [
      ['Red gadget', 'red'],
      ['Blue gadget', 'blue'],
      ['Plain gadget', ''],
    ]) {
      await staff.post('/api/content', { contentTypeId: type._id, title, customFields: { colour } }).expect(201);
    }
    const used = await staff.get(`/api/content-types/${type._id}/usage`).expect(200);
    expect(used.body).toEqual({ records: 3, fields: { colour: 2, size: 0 } });
    await staff.get('/api/content-types/00000000-0000-4000-8000-000000000000/usage').expect(404);
    await t.http.get(`/api/content-types/${type._id}/usage`).expect(401);
  });

  it('hides unpublished records from anonymous visitors and shows published ones by seo_url', async () => {
    // A new record starts unpublished when `published` is not given.
    const draft = await staff
      .post('/api/content', { contentTypeId: typeId, title: 'Draft stew', taxonomy: [categoryId] })
      .expect(201);
    expect(draft.body.published).toBe(false);
    await staff.post('/api/content', record('Live stew', { taxonomy: [categoryId] })).expect(201);

    await t.http.get('/api/content').expect(401);
    const list = await t.http
      .get(`/api/public/taxonomy/kitchen/content?filter=${filter({ title: 'stew' })}`)
      .expect(200);
    expect(list.body).toMatchObject({ total: 1, records: [{ title: 'Live stew' }] });
    await t.http.get('/api/public/taxonomy/kitchen/content/live-stew').expect(200);
    await t.http.get('/api/public/taxonomy/kitchen/content/draft-stew').expect(404);
    await t.http.get('/api/public/content-types/recipe/content/draft-stew').expect(404);
    const ofType = await t.http.get('/api/public/content-types/recipe/content/live-stew').expect(200);
    expect(ofType.body.title).toBe('Live stew');
    await t.http.get('/api/public/taxonomy/no-such-category/content').expect(404);
    const published = await t.http.get(`/api/public/content?filter=${filter({ title: 'stew' })}`).expect(200);
    expect(published.body.records.map((row: { title: string }) => row.title)).toEqual(['Live stew']);
    const staffList = await staff.get(`/api/content?filter=${filter({ title: 'stew' })}`).expect(200);
    expect(staffList.body.total).toBe(2);
  });

  it('serves the seeded help center, FAQ and articles to the public pages', async () => {
    const help = await t.http.get('/api/public/taxonomy/help-center').expect(200);
    expect(help.body).toMatchObject({ sys_name: 'help-center', children: [{ sys_name: 'faq' }] });
    const pages = await t.http.get('/api/public/taxonomy/help-center/content?sortBy=order:asc').expect(200);
    expect(pages.body.total).toBeGreaterThanOrEqual(5);
    expect(pages.body.records[0].seo_url).toBe('how-parcel-tracking-works');
    const faq = await t.http
      .get(`/api/public/content?filter=${filter({ contentType: 'faq', showOnFront: true })}`)
      .expect(200);
    expect(faq.body.total).toBeGreaterThanOrEqual(5);
    const article = await t.http.get('/api/public/taxonomy/article/content/s10-tracking-numbers-explained').expect(200);
    expect(article.body.description).toContain('S10');
  });
});

describe('content blocks', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('manages blocks of the two types and serves the published ones by type', async () => {
    const badType = await staff.post('/api/content-blocks', { type: 'sidebar', content: 'x' }).expect(400);
    expect(badType.body.errors).toEqual({ type: 'type must be one of: courier_page, main_page' });
    const block = await staff
      .post('/api/content-blocks', {
        type: 'main_page',
        name: 'Promo',
        content: '<p onclick="x">Hi</p>',
        order: 99,
        published: true,
      })
      .expect(201);
    expect(block.body.content).toBe('<p>Hi</p>');
    // A new block starts unpublished.
    const draft = await staff
      .post('/api/content-blocks', { type: 'main_page', name: 'Draft', content: '<p>Later</p>' })
      .expect(201);
    expect(draft.body.published).toBe(false);

    const main = await t.http.get('/api/public/content-blocks/main_page').expect(200);
    const names = main.body.map((entry: { name: string }) => entry.name);
    expect(names).toContain('Promo');
    expect(names).not.toContain('Draft');
    expect(names.at(-1)).toBe('Promo');
    const courier = await t.http.get('/api/public/content-blocks/courier_page').expect(200);
    expect(courier.body.length).toBeGreaterThanOrEqual(1);
    await t.http.get('/api/public/content-blocks/sidebar').expect(404);

    const list = await staff
      .get(`/api/content-blocks?filter=${filter({ type: 'main_page' })}&sortBy=order:desc`)
      .expect(200);
    expect(list.body.records[0].name).toBe('Promo');
    await staff.put(`/api/content-blocks/${draft.body._id}`, { published: true }).expect(200);
    await staff.delete(`/api/content-blocks/${block.body._id}`).expect(204);
    await t.http.get('/api/content-blocks').expect(401);
  });
});
