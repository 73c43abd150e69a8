import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const csvDataUrl = (text: string) => `data:text/csv;base64,${Buffer.from(text).toString('base64')}`;
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

const GOOD_EXPORT = [
  '\uFEFFDate,Query,Page,Clicks,Impressions,CTR,Position',
  '2024-05-30,usps tracking,https://parcelpilot.example/couriers/usps,120,"1,500",8%,3.2',
  '2024-05-30,"track parcel, china",https://parcelpilot.example/,15,400,3.75%,7.9',
  '2024-05-31,usps tracking,https://parcelpilot.example/couriers/usps,130,1600,8.13%,3.1',
  '',
].join('\r\n');

describe('search console import', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('imports a good export, and importing it again updates instead of duplicating', async () => {
    const first = await staff
      .post('/api/search-console/import', { filename: 'export.csv', content: csvDataUrl(GOOD_EXPORT) })
      .expect(200);
    expect(first.body).toEqual({ imported: 3 });
    await staff.post('/api/search-console/import', { content: csvDataUrl(GOOD_EXPORT) }).expect(200);

    const list = await staff.get(`/api/search-console?filter=${filter({ query: 'usps' })}&sortBy=date:asc`).expect(200);
    expect(list.body.total).toBe(2);
    expect(list.body.records[0]).toMatchObject({
      date: '2024-05-30',
      query: 'usps tracking',
      clicks: 120,
      impressions: 1500,
      ctr: 0.08,
      position: 3.2,
    });
    const comma = await staff.get(`/api/search-console?filter=${filter({ query: 'china' })}`).expect(200);
    expect(comma.body.records[0]).toMatchObject({ query: 'track parcel, china', ctr: 0.0375 });
  });

  it('takes a UI export without a Date column when a date is given', async () => {
    const ui =
      'Top queries,Clicks,Impressions,CTR,Position\nparcel tracking,10,200,5%,4.5\nfedex tracking,3,90,3.33%,9\n';
    const missingDate = await staff.post('/api/search-console/import', { content: csvDataUrl(ui) }).expect(400);
    expect(missingDate.body.errors).toEqual({ 'line 1': 'Missing column: date' });
    const imported = await staff.post('/api/search-console/import', { content: ui, date: '2024-06-30' }).expect(200);
    expect(imported.body).toEqual({ imported: 2 });
    const rows = await staff
      .get(`/api/search-console?filter=${filter({ date: '2024-06-30' })}&sortBy=clicks:desc`)
      .expect(200);
    expect(rows.body.records.map((row: { query: string; page: string }) => [row.query, row.page])).toEqual([
      ['parcel tracking', ''],
      ['fedex tracking', ''],
    ]);
  });

  it('reports each malformed line by number and imports nothing', async () => {
    const before = (await staff.get('/api/search-console').expect(200)).body.total as number;
    const bad = [
      'Date,Query,Page,Clicks,Impressions,CTR,Position',
      '2024-07-01,good row,/a,1,10,10%,2',
      '2024-07-01,bad clicks,/b,many,10,10%,2',
      '2024-07-01,good row 2,/c,1,10,10%,2',
      '2024-02-30,bad date,/d,1,10,10%,2',
      '2024-07-01,short row,/e,1',
    ].join('\n');
    const refused = await staff.post('/api/search-console/import', { content: csvDataUrl(bad) }).expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'Malformed lines 3, 5, 6; nothing was imported',
      errors: {
        'line 3': 'clicks must be a whole number',
        'line 5': 'date must look like 2024-05-31',
        'line 6': 'expected 7 values, found 4',
      },
    });
    expect((await staff.get('/api/search-console').expect(200)).body.total).toBe(before);

    const unclosed = await staff
      .post('/api/search-console/import', { content: 'Date,Query,Clicks,Impressions\n2024-07-01,"open,1,2\n' })
      .expect(400);
    expect(unclosed.body.errors).toEqual({ 'line 2': 'a quoted value is never closed' });
    expect((await staff.get('/api/search-console').expect(200)).body.total).toBe(before);
  });

  it('manages single rows and keeps the import to staff', async () => {
    const row = await staff
      .post('/api/search-console', { date: '2024-08-01', query: 'manual', clicks: 5, impressions: 50 })
      .expect(201);
    expect(row.body).toMatchObject({ ctr: 0.1, position: 0, page: '' });
    await staff.put(`/api/search-console/${row.body._id}`, { position: 2.5 }).expect(200);
    await staff.delete(`/api/search-console/${row.body._id}`).expect(204);
    await t.http.post('/api/search-console/import').send({ content: GOOD_EXPORT }).expect(401);
  });
});

describe('search and SERP keywords', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  it('keeps keywords unique without regard to case and lists them with the convention', async () => {
    const empty = await staff.post('/api/search-keywords', { keyword: ' ' }).expect(400);
    expect(empty.body.errors).toEqual({ keyword: 'Keyword cannot be empty' });
    for (const [keyword, count] of [
      ['track usps', 40],
      ['track ups', 10],
      ['track dhl', 25],
    ] as const) {
      await staff.post('/api/search-keywords', { keyword, count }).expect(201);
    }
    const duplicate = await staff.post('/api/search-keywords', { keyword: 'Track USPS' }).expect(409);
    expect(duplicate.body.errors).toEqual({ keyword: 'This keyword is already used' });
    const sorted = await staff
      .get(`/api/search-keywords?filter=${filter({ keyword: 'track' })}&sortBy=count:desc&limit=2`)
      .expect(200);
    expect(sorted.body).toMatchObject({ total: 3, records: [{ keyword: 'track usps' }, { keyword: 'track dhl' }] });

    const serp = await staff.post('/api/serp-keywords', { keyword: 'parcel tracking' }).expect(201);
    await staff.post('/api/serp-keywords', { keyword: 'PARCEL TRACKING' }).expect(409);
    await staff.put(`/api/serp-keywords/${serp.body._id}`, { keyword: 'package tracking' }).expect(200);
    const serpList = await staff.get('/api/serp-keywords').expect(200);
    expect(serpList.body).toMatchObject({ total: 1, records: [{ keyword: 'package tracking' }] });
    await t.http.get('/api/serp-keywords').expect(401);
  });

  // One implementation serves both lists; each list's route must behave the same way.
  it.each([
    { endpoint: '/api/search-keywords', name: 'Search keyword', counted: true },
    { endpoint: '/api/serp-keywords', name: 'SERP keyword', counted: false },
  ])('reads, renames and deletes at $endpoint', async ({ endpoint, name, counted }) => {
    const created = await staff.post(endpoint, { keyword: 'Ship Track' }).expect(201);
    const id = created.body._id as string;
    expect(created.body).toEqual({
      _id: id,
      keyword: 'Ship Track',
      ...(counted && { count: 0 }),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await staff.get(`${endpoint}/${id}`).expect(200)).body).toEqual(created.body);

    await staff.post(endpoint, { keyword: 'Other Track' }).expect(201);
    const taken = await staff.put(`${endpoint}/${id}`, { keyword: 'OTHER TRACK' }).expect(409);
    expect(taken.body.errors).toEqual({ keyword: 'This keyword is already used' });
    const recased = await staff.put(`${endpoint}/${id}`, { keyword: 'SHIP TRACK' }).expect(200);
    expect(recased.body.keyword).toBe('SHIP TRACK');
    expect((await staff.put(`${endpoint}/${id}`, {}).expect(200)).body).toEqual(recased.body);
    if (counted) {
      expect((await staff.put(`${endpoint}/${id}`, { count: 3 }).expect(200)).body.count).toBe(3);
    } else {
      await staff.put(`${endpoint}/${id}`, { count: 3 }).expect(400);
    }

    await staff.delete(`${endpoint}/${id}`).expect(204);
    const gone = await staff.get(`${endpoint}/${id}`).expect(404);
    expect(gone.body).toEqual({ statusCode: 404, message: `${name} not found` });
    await staff.delete(`${endpoint}/${id}`).expect(404);
    await staff.put(`${endpoint}/not-an-id`, { keyword: 'x' }).expect(404);
  });
});
