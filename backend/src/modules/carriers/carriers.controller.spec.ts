import sharp from 'sharp';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const EDITOR = {
  name: 'Carrie Editor',
  email: 'carrie@parcelpilot.test',
  password: 'editor password 1',
  role: 'editor',
};

function carrier(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    name: `Test ${code}`,
    type: 'express',
    countryIso: 'DE',
    translations: { en: { title: `Test ${code} Tracking`, short_content: 'A test carrier.' } },
    ...overrides,
  };
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

describe('carriers', () => {
  let t: TestApp;
  let editor: SignedInAgent;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signIn();
    await admin.post('/api/users', EDITOR).expect(201);
    editor = await t.signIn(EDITOR.email, EDITOR.password);
  });
  afterAll(() => t.close());

  it('lets editors create, read, update and delete a carrier with every spec field', async () => {
    const created = await editor
      .post(
        '/api/carriers',
        carrier('zz-full', {
          logo_meta: { alt: 'Logo', title: 'ZZ' },
          phone: '+49 228 4333112',
          email: 'help@zz.example',
          homepage: 'https://zz.example',
          url: 'https://zz.example/track?n={number}',
          highlighted: true,
          APIconnected: true,
          fba_programm: true,
          international_service: true,
          hideDefaultContent: false,
          serviceList: [{ name: 'Parcel', description: 'Up to 31.5 kg' }],
          contentParts: [{ title: 'About', content: '<p>About us</p>' }],
          faqModuleArray: [{ question: 'How long?', answer: '<p>Two days.</p>' }],
          openai: { previous_response_id: 'resp_123' },
        }),
      )
      .expect(201);
    expect(created.body).toMatchObject({
      code: 'zz-full',
      APIconnected: true,
      fba_programm: true,
      international_service: true,
      openai: { previous_response_id: 'resp_123' },
      faqModuleArray: [{ question: 'How long?', answer: '<p>Two days.</p>' }],
      thumbnail: '/api/carriers/getThumbnail/zz-full',
    });
    const id = created.body._id as string;
    expect((await editor.get(`/api/carriers/${id}`).expect(200)).body.code).toBe('zz-full');
    const updated = await editor.put(`/api/carriers/${id}`, { name: 'ZZ Renamed', published: false }).expect(200);
    expect(updated.body).toMatchObject({ name: 'ZZ Renamed', published: false, phone: '+49 228 4333112' });
    await editor.delete(`/api/carriers/${id}`).expect(204);
    await editor.get(`/api/carriers/${id}`).expect(404);
    await editor.get('/api/carriers/not-a-uuid').expect(404);
  });

  it("requires each language's word for Tracking in its title, with the message of the spec", async () => {
    const refused = await editor
      .post(
        '/api/carriers',
        carrier('zz-title', {
          translations: { en: { title: 'ZZ parcels' }, de: { title: 'ZZ Tracking' }, ru: { title: 'ZZ tracking' } },
        }),
      )
      .expect(400);
    expect(refused.body.errors).toEqual({
      'translations.en.title': 'Title must include the word Tracking',
      'translations.de.title': 'Title must include the word Sendungsverfolgung',
      'translations.ru.title': 'Title must include the word Отслеживание',
    });
    const russian = await editor
      .post('/api/carriers', carrier('zz-title', { translations: { de: { title: 'ZZ' } } }))
      .set('Accept-Language', 'ru')
      .expect(400);
    expect(russian.body.errors).toEqual({
      'translations.de.title': 'Заголовок должен содержать слово Sendungsverfolgung',
    });
    await editor
      .post(
        '/api/carriers',
        carrier('zz-title', {
          translations: {
            en: { title: 'ZZ tracking' },
            de: { title: 'ZZ Sendungsverfolgung' },
            es: { title: 'Seguimiento de ZZ' },
            ru: { title: 'ZZ отслеживание посылок' },
          },
        }),
      )
      .expect(201);
  });

  it('answers 409 with a field error for a code already used, and 400 for a malformed one', async () => {
    await editor.post('/api/carriers', carrier('zz-dup')).expect(201);
    const duplicate = await editor.post('/api/carriers', carrier('zz-dup')).expect(409);
    expect(duplicate.body.errors).toEqual({ code: 'This code is already used' });
    const malformed = await editor.post('/api/carriers', carrier('Not A Code')).expect(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['code']);
  });

  it('sanitises rich text: scripts, event handlers and javascript: URLs never survive', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a>' +
      '<img src="https://x.example/a.png" onerror="alert(3)"><a href="https://ok.example" target="_blank">ok</a></p>';
    const created = await editor
      .post(
        '/api/carriers',
        carrier('zz-xss', {
          translations: { en: { title: 'XSS Tracking', content: dirty } },
          contentParts: [{ title: 'Part', content: dirty }],
          faqModuleArray: [{ question: 'Q', answer: dirty }],
        }),
      )
      .expect(201);
    for (const html of [
      created.body.translations.en.content,
      created.body.contentParts[0].content,
      created.body.faqModuleArray[0].answer,
    ]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(html).toContain('<img src="https://x.example/a.png" />');
      expect(html).toContain('rel="noopener noreferrer"');
    }
    const link = await editor
      .post('/api/carriers', carrier('zz-link', { homepage: 'javascript:alert(1)' }))
      .expect(400);
    expect(link.body.errors.homepage).toBe('Enter an http(s) URL or a path starting with /');
  });

  describe('the list convention', () => {
    beforeAll(async () => {
      for (const [code, countryIso, international] of [
        ['zl-alpha', 'NL', true],
        ['zl-bravo', 'NL', false],
        ['zl-charlie', 'NL', true],
        ['zl-delta', 'BE', true],
      ] as const) {
        await editor
          .post(
            '/api/carriers',
            carrier(code, { name: `List ${code}`, countryIso, international_service: international }),
          )
          .expect(201);
      }
    });

    it('filters by equality and text, sorts, pages and counts the total', async () => {
      const page1 = await editor
        .get(`/api/carriers?filter=${filter({ countryIso: 'NL', name: 'list zl' })}&sortBy=code:desc&limit=2&page=1`)
        .expect(200);
      expect(page1.body.total).toBe(3);
      expect(page1.body.records.map((row: { code: string }) => row.code)).toEqual(['zl-charlie', 'zl-bravo']);
      const page2 = await editor
        .get(`/api/carriers?filter=${filter({ countryIso: 'NL', name: 'list zl' })}&sortBy=code:desc&limit=2&page=2`)
        .expect(200);
      expect(page2.body.records.map((row: { code: string }) => row.code)).toEqual(['zl-alpha']);
      const international = await editor
        .get(
          `/api/carriers?filter=${filter({ international_service: true, code: ['zl-alpha', 'zl-bravo', 'zl-delta'] })}`,
        )
        .expect(200);
      expect(international.body.records.map((row: { code: string }) => row.code)).toEqual(['zl-alpha', 'zl-delta']);
    });

    it('defaults to 20 records, refuses more than 100, unknown fields and bad JSON', async () => {
      const all = await editor.get('/api/carriers').expect(200);
      expect(all.body.records).toHaveLength(20);
      expect(all.body.total).toBeGreaterThanOrEqual(300);
      await editor.get('/api/carriers?limit=101').expect(400);
      await editor.get(`/api/carriers?filter=${filter({ secret: 1 })}`).expect(400);
      await editor.get('/api/carriers?filter=nope').expect(400);
      await editor.get('/api/carriers?sortBy=openai:asc').expect(400);
    });

    it('gets a carrier by system name as the first record of a filtered list', async () => {
      const byCode = await editor.get(`/api/carriers?filter=${filter({ code: 'zl-bravo' })}&limit=1`).expect(200);
      expect(byCode.body).toMatchObject({ total: 1, records: [{ code: 'zl-bravo' }] });
    });
  });

  describe('public directory', () => {
    it('shows published carriers only, by code, with their services', async () => {
      const hidden = (await editor.post('/api/carriers', carrier('zz-hidden', { published: false })).expect(201)).body;
      const shown = (await editor.post('/api/carriers', carrier('zz-shown')).expect(201)).body;
      await editor
        .post('/api/carrier-services', { carrier_id: shown._id, trackingService: 'Express Worldwide', order: 1 })
        .expect(201);

      await t.http.get('/api/carriers').expect(401);
      await t.http.get('/api/public/carriers/zz-hidden').expect(404);
      const detail = await t.http.get('/api/public/carriers/zz-shown').expect(200);
      expect(detail.body).toMatchObject({ code: 'zz-shown', services: [{ clear_url: 'zz-shown-express-worldwide' }] });
      expect(detail.body).not.toHaveProperty('openai');
      const list = await t.http
        .get(`/api/public/carriers?filter=${filter({ code: ['zz-hidden', 'zz-shown'] })}`)
        .expect(200);
      expect(list.body).toMatchObject({ total: 1, records: [{ code: 'zz-shown' }] });
      const staff = await editor.get(`/api/carriers?filter=${filter({ code: ['zz-hidden', 'zz-shown'] })}`).expect(200);
      expect(staff.body.total).toBe(2);
      expect(hidden.published).toBe(false);
    });

    it('lists the seeded directory by country and type', async () => {
      const posts = await t.http
        .get(`/api/public/carriers?filter=${filter({ type: 'postal', countryIso: 'US' })}`)
        .expect(200);
      expect(posts.body.records.map((row: { code: string }) => row.code)).toContain('usps');
      const usps = await t.http.get('/api/public/carriers/usps').expect(200);
      expect(usps.body.translations.en.title).toMatch(/Tracking/);
      expect(usps.body.services.length).toBeGreaterThan(0);
    });
  });

  describe('carrier services', () => {
    it('lists with the list convention and a carrierCode filter; clear_url is unique', async () => {
      const list = await editor
        .get(`/api/carrier-services?filter=${filter({ carrierCode: 'usps' })}&sortBy=order:asc`)
        .expect(200);
      expect(list.body.total).toBeGreaterThan(1);
      const orders = list.body.records.map((row: { order: number }) => row.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const first = list.body.records[0];
      const duplicate = await editor
        .post('/api/carrier-services', {
          carrier_id: first.carrier_id,
          trackingService: 'X',
          clear_url: first.clear_url,
        })
        .expect(409);
      expect(duplicate.body.errors).toEqual({ clear_url: 'This clear_url is already used' });
      const unknown = await editor
        .post('/api/carrier-services', { carrier_id: '00000000-0000-4000-8000-000000000000', trackingService: 'X' })
        .expect(400);
      expect(unknown.body.errors).toEqual({ carrier_id: 'Unknown carrier' });
    });
  });

  describe('thumbnails', () => {
    it('renders a letter image for a carrier without a logo, with an ETag and 304 on If-None-Match', async () => {
      const response = await t.http.get('/api/carriers/getThumbnail/usps').expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      const etag = response.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const image = sharp(response.body as Buffer);
      expect(await image.metadata()).toMatchObject({ format: 'png', width: 128, height: 128 });
      // The middle is the white letter U's gap or stroke; a corner is transparent; the background is the colour.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
      ];
      expect(pixel(0, 0)[3]).toBe(0);
      expect(pixel(10, 64)[3]).toBe(255);

      await t.http.get('/api/carriers/getThumbnail/usps').set('If-None-Match', etag).expect(304);
      const again = await t.http.get('/api/carriers/getThumbnail/usps').expect(200);
      expect(again.headers.etag).toBe(etag);
      const large = await t.http.get('/api/carriers/getThumbnail/usps?size=256').expect(200);
      expect((await sharp(large.body as Buffer).metadata()).width).toBe(256);
      expect(large.headers.etag).not.toBe(etag);
      await t.http.get('/api/carriers/getThumbnail/usps?size=1000').expect(400);
    });

    it('answers 404 for an unknown code', async () => {
      const response = await t.http.get('/api/carriers/getThumbnail/no-such-carrier').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Carrier not found' });
    });

    it('resizes the uploaded logo when there is one, and the ETag follows the logo', async () => {
      const red = await png(300, 150, '#ff0000');
      const upload = await editor
        .post('/api/files', { filename: 'logo.png', content: `data:image/png;base64,${red.toString('base64')}` })
        .expect(201);
      const logoUrl = upload.body.url as string;
      const created = await editor
        .post('/api/carriers', carrier('zz-logo', { logo: { origin: logoUrl, path: logoUrl } }))
        .expect(201);
      const before = await t.http.get('/api/carriers/getThumbnail/zz-logo').expect(200);
      const { data, info } = await sharp(before.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([128, 128]);
      // Letterboxed: the centre is the red logo, the top edge is transparent.
      const centre = (64 * 128 + 64) * 4;
      expect([...data.subarray(centre, centre + 4)]).toEqual([255, 0, 0, 255]);
      expect(data[(2 * 128 + 64) * 4 + 3]).toBe(0);

      const blue = await png(100, 100, '#0000ff');
      const second = await editor
        .post('/api/files', { filename: 'logo2.png', content: `data:image/png;base64,${blue.toString('base64')}` })
        .expect(201);
      await editor
        .put(`/api/carriers/${created.body._id}`, { logo: { origin: second.body.url, path: second.body.url } })
        .expect(200);
      const after = await t.http.get('/api/carriers/getThumbnail/zz-logo').set('If-None-Match', before.headers.etag);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });
  });

  it('keeps the staff routes to signed-in staff', async () => {
    await t.http.post('/api/carriers').send(carrier('zz-anon')).expect(401);
    await t.http.get('/api/carrier-services').expect(401);
  });
});
