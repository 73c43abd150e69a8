import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('files', () => {
  let t: TestApp;
  let staff: SignedInAgent;
  let pngBytes: Buffer;
  let jpegBytes: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
    const image = sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } });
    pngBytes = await image.clone().png().toBuffer();
    jpegBytes = await image.clone().jpeg().toBuffer();
  });
  afterAll(() => t.close());

  it('stores an upload under its sha256 and serves it at an immutable public URL', async () => {
    const uploaded = await staff
      .post('/api/files', { filename: 'banner.png', content: dataUrl('image/png', pngBytes) })
      .expect(201);
    expect(uploaded.body).toMatchObject({
      filename: 'banner.png',
      mimeType: 'image/png',
      size: pngBytes.length,
      width: 40,
      height: 20,
    });
    expect(uploaded.body.url).toBe(`/api/files/raw/${uploaded.body.sha256}.png`);
    expect(existsSync(join(t.context.config.dataDir, 'files', uploaded.body.sha256))).toBe(true);

    const served = await t.http.get(uploaded.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, pngBytes)).toBe(0);
    await t.http.get(`/api/files/raw/${uploaded.body.sha256}.jpg`).expect(404);
    await t.http.get('/api/files/raw/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('accepts JPEG, and PDF documents by their magic bytes', async () => {
    await staff.post('/api/files', { filename: 'photo.jpg', content: dataUrl('image/jpg', jpegBytes) }).expect(201);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const uploaded = await staff
      .post('/api/files', { filename: 'rates.pdf', content: dataUrl('application/pdf', pdf) })
      .expect(201);
    expect(uploaded.body).toMatchObject({ mimeType: 'application/pdf', width: null });
    const served = await t.http.get(uploaded.body.url).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file over 5 MB with 413, and a body over the upload limit too', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    pngBytes.copy(big);
    const tooLarge = await staff
      .post('/api/files', { filename: 'big.png', content: dataUrl('image/png', big) })
      .expect(413);
    expect(tooLarge.body).toEqual({ statusCode: 413, message: 'The file is larger than 5 MB' });
    const huge = await staff.post('/api/files', { filename: 'huge.png', content: 'x'.repeat(9 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    // Other routes keep the 1 MB limit.
    const elsewhere = await staff.post('/api/content-blocks', {
      type: 'main_page',
      content: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('refuses SVG, unknown types and content that is not what it was declared as with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await staff
      .post('/api/files', { filename: 'logo.svg', content: dataUrl('image/svg+xml', svg) })
      .expect(415);
    expect(refusedSvg.body.message).toMatch(/SVG files are not accepted/);
    const disguisedSvg = await staff
      .post('/api/files', { filename: 'logo.png', content: dataUrl('image/png', svg) })
      .expect(415);
    expect(disguisedSvg.body.message).toMatch(/SVG/);

    const mismatch = await staff
      .post('/api/files', { filename: 'photo.png', content: dataUrl('image/png', jpegBytes) })
      .expect(415);
    expect(mismatch.body.message).toBe('The file was declared as image/png but its content is image/jpeg');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await staff
      .post('/api/files', { filename: 'page.png', content: dataUrl('image/png', html) })
      .expect(415);
    expect(fake.body.message).toMatch(/^The content of the file is not image\/png/);
    await staff.post('/api/files', { filename: 'page.html', content: dataUrl('text/html', html) }).expect(415);
    const broken = Buffer.concat([pngBytes.subarray(0, 16), Buffer.alloc(50)]);
    const damaged = await staff
      .post('/api/files', { filename: 'broken.png', content: dataUrl('image/png', broken) })
      .expect(415);
    expect(damaged.body.message).toMatch(/could not be read/);

    const notDataUrl = await staff.post('/api/files', { filename: 'a.png', content: 'hello' }).expect(400);
    expect(notDataUrl.body.errors).toEqual({ content: 'Must be a data URL' });
    const noName = await staff
      .post('/api/files', { filename: '', content: dataUrl('image/png', pngBytes) })
      .expect(400);
    expect(noName.body.errors).toEqual({ filename: 'Filename cannot be empty' });
  });

  it('gives back the stored file when the same bytes are uploaded again, lists, renames and deletes it', async () => {
    const bytes = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#00aa44' } })
      .png()
      .toBuffer();
    const first = await staff
      .post('/api/files', { filename: 'same-a.png', content: dataUrl('image/png', bytes) })
      .expect(201);
    const second = await staff
      .post('/api/files', { filename: 'same-b.png', content: dataUrl('image/png', bytes) })
      .expect(201);
    expect(second.body).toMatchObject({ _id: first.body._id, filename: 'same-a.png', sha256: first.body.sha256 });

    const list = await staff.get(`/api/files?filter=${filter({ sha256: first.body.sha256 })}`).expect(200);
    expect(list.body).toMatchObject({ total: 1, records: [{ filename: 'same-a.png', usedBy: [] }] });
    const renamed = await staff.put(`/api/files/${first.body._id}`, { filename: 'renamed.png' }).expect(200);
    expect(renamed.body.filename).toBe('renamed.png');

    const blob = join(t.context.config.dataDir, 'files', first.body.sha256);
    await staff.delete(`/api/files/${first.body._id}`).expect(204);
    expect(existsSync(blob)).toBe(false);
    await t.http.get(first.body.url).expect(404);
  });

  it('refuses with 409 to delete a file shown by a shop or a content block, naming them; lists the usage', async () => {
    const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa2200' } })
      .png()
      .toBuffer();
    const file = (
      await staff.post('/api/files', { filename: 'in-use.png', content: dataUrl('image/png', bytes) }).expect(201)
    ).body;
    const shop = (await staff.post('/api/shops', { name: 'Logo Shop', logo: file.url }).expect(201)).body;
    const block = (
      await staff
        .post('/api/content-blocks', {
          type: 'main_page',
          name: 'Banner block',
          content: `<p><img src="${file.url}" alt="banner"></p>`,
        })
        .expect(201)
    ).body;

    const refused = await staff.delete(`/api/files/${file._id}`).expect(409);
    expect(refused.body.message).toBe(
      'This file is in use and cannot be deleted: content block “Banner block”, shop “Logo Shop”',
    );
    const listed = await staff.get(`/api/files?filter=${filter({ sha256: file.sha256 })}`).expect(200);
    expect(listed.body.records[0].usedBy).toEqual([
      { kind: 'block', _id: block._id, name: 'Banner block' },
      { kind: 'shop', _id: shop._id, name: 'Logo Shop' },
    ]);
    await t.http.get(file.url).expect(200);

    await staff.delete(`/api/shops/${shop._id}`).expect(204);
    await staff.delete(`/api/content-blocks/${block._id}`).expect(204);
    await staff.delete(`/api/files/${file._id}`).expect(204);
    await t.http.get(file.url).expect(404);
  });

  it('counts a carrier logo, a user picture and a content record image as uses too', async () => {
    const bytes = await sharp({ create: { width: 18, height: 18, channels: 3, background: '#2200aa' } })
      .png()
      .toBuffer();
    const file = (
      await staff.post('/api/files', { filename: 'many.png', content: dataUrl('image/png', bytes) }).expect(201)
    ).body;
    const carrier = (
      await staff
        .post('/api/carriers', {
          code: 'zz-file-use',
          name: 'File Use Express',
          type: 'express',
          translations: { en: { title: 'File Use Express Tracking' } },
          logo: { origin: file.url, path: file.url },
        })
        .expect(201)
    ).body;
    const profile = (await staff.put('/api/profile', { name: 'Files Admin', image: file.url }).expect(200)).body;
    const types = await staff.get('/api/content-types?limit=1').expect(200);
    const record = (
      await staff
        .post('/api/content', { contentTypeId: types.body.records[0]._id, title: 'Pictured', mainImage: file.url })
        .expect(201)
    ).body;

    const refused = await staff.delete(`/api/files/${file._id}`).expect(409);
    expect(refused.body.message).toContain('carrier “File Use Express”');
    expect(refused.body.message).toContain('content “Pictured”');
    expect(refused.body.message).toContain(`user “${profile.name}”`);
    const listed = await staff.get(`/api/files/${file._id}`).expect(200);
    expect(listed.body.usedBy.map((use: { kind: string; _id: string }) => `${use.kind}:${use._id}`).sort()).toEqual(
      [`carrier:${carrier._id}`, `content:${record._id}`, `user:${profile._id}`].sort(),
    );

    await staff.delete(`/api/carriers/${carrier._id}`).expect(204);
    await staff.put('/api/profile', { name: 'Files Admin', image: null }).expect(200);
    await staff.delete(`/api/content/${record._id}`).expect(204);
    await staff.delete(`/api/files/${file._id}`).expect(204);
  });

  it('keeps uploads and the list to staff', async () => {
    await t.http
      .post('/api/files')
      .send({ filename: 'a.png', content: dataUrl('image/png', pngBytes) })
      .expect(401);
    await t.http.get('/api/files').expect(401);
  });

  it('checks the session, the site and the CSRF token of an upload before reading its body', async () => {
    // Over the 8 MB limit, and not even JSON: had the body been read first, these would be 413 and 400.
    const huge = `{"filename":"big.png","content":"${'A'.repeat(9 * 1024 * 1024)}"}`;
    const broken = '{"filename": "a.png", "content": ';
    for (const route of ['/api/files', '/api/search-console/import']) {
      for (const body of [huge, broken]) {
        const anonymous = await t.http.post(route).set('Content-Type', 'application/json').send(body);
        expect([route, anonymous.status, anonymous.body]).toEqual([
          route,
          401,
          { statusCode: 401, message: 'Sign in to continue' },
        ]);
        const withoutToken = await staff.agent.post(route).set('Content-Type', 'application/json').send(body);
        expect([route, withoutToken.status]).toEqual([route, 403]);
        const crossSite = await staff.agent
          .post(route)
          .set('Origin', 'https://evil.example')
          .set('x-csrf-token', staff.csrfToken)
          .set('Content-Type', 'application/json')
          .send(body);
        expect([route, crossSite.status]).toEqual([route, 403]);
      }
    }
    // With a session and its token, the body is read as before.
    await staff.agent
      .post('/api/files')
      .set('x-csrf-token', staff.csrfToken)
      .set('Content-Type', 'application/json')
      .send(broken)
      .expect(400);
  });
});
