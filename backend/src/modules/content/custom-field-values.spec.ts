import { eq } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { contentRecords, type CustomFieldValue } from '../../database/schema/index.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

/** What the security review stored in a text field and saw redirect an admin once the field became rich text. */
const HOSTILE =
  '<meta http-equiv="refresh" content="0;url=/evil">Hello <b>there</b><img src=x onerror=alert(1)>' +
  '<script>alert(2)</script><a href="javascript:alert(3)">link</a>';
const AS_PLAIN_TEXT = 'Hello therealert(2)link';
const AS_RICH_TEXT = 'Hello <b>there</b><img src="x" /><a>link</a>';

const FIELDS = [
  { name: 'Headline', sys_name: 'headline', type: 'text' },
  { name: 'Notes', sys_name: 'notes', type: 'textArea' },
  { name: 'Body', sys_name: 'body', type: 'textAreaWYSIWYG' },
  { name: 'Picture', sys_name: 'picture', type: 'image' },
  { name: 'More', sys_name: 'more', type: 'link' },
  { name: 'Leaflet', sys_name: 'leaflet', type: 'linkToFile' },
] as const;

describe('custom field values are clean for their field type (security review finding 3)', () => {
  let t: TestApp;
  let staff: SignedInAgent;
  let db: Database;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
    db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
  });
  afterAll(() => t.close());

  async function createType(name: string): Promise<{ _id: string; fields: Array<{ id: number }> }> {
    return (await staff.post('/api/content-types', { name, fields: FIELDS }).expect(201)).body;
  }

  /** Values as a release before the fix stored them: raw, straight into the database. */
  async function storeRaw(recordId: string, customFields: Record<string, CustomFieldValue>): Promise<void> {
    await db.update(contentRecords).set({ customFields }).where(eq(contentRecords.id, recordId));
  }

  async function stored(recordId: string): Promise<Record<string, CustomFieldValue>> {
    const [row] = await db
      .select({ customFields: contentRecords.customFields })
      .from(contentRecords)
      .where(eq(contentRecords.id, recordId));
    return row.customFields;
  }

  it('stores text and textArea values without any markup, rich text sanitised, on create and update', async () => {
    const type = await createType('Clean on write');
    const created = await staff
      .post('/api/content', {
        contentTypeId: type._id,
        title: 'Written',
        customFields: { headline: HOSTILE, notes: `Line 1\n${HOSTILE}\na < b`, body: HOSTILE },
      })
      .expect(201);
    expect(created.body.customFields).toEqual({
      headline: AS_PLAIN_TEXT,
      notes: `Line 1\n${AS_PLAIN_TEXT}\na < b`,
      body: AS_RICH_TEXT,
    });
    expect(await stored(created.body._id)).toEqual(created.body.customFields);

    const updated = await staff
      .put(`/api/content/${created.body._id}`, {
        customFields: { headline: '<<img src=x onerror=alert(1)>b>Bold', notes: 42, body: '<p>ok</p>' },
      })
      .expect(200);
    expect(updated.body.customFields).toEqual({ headline: 'b>Bold', notes: 42, body: '<p>ok</p>' });
  });

  it('refuses links that are not safe and rich text over the caps, naming the field', async () => {
    const type = await createType('Links and caps');
    for (const key of ['picture', 'more', 'leaflet']) {
      const response = await staff
        .post('/api/content', {
          contentTypeId: type._id,
          title: `Bad ${key}`,
          customFields: { [key]: 'javascript:alert(1)' },
        })
        .expect(400);
      expect(response.body.errors).toEqual({
        [`customFields.${key}`]: 'Enter an http(s) URL or a path starting with /',
      });
    }
    const tooManyTags = await staff
      .post('/api/content', { contentTypeId: type._id, title: 'Tags', customFields: { body: '<b>'.repeat(5001) } })
      .expect(400);
    expect(tooManyTags.body.errors).toEqual({
      'customFields.body': 'Body must have at most 5000 tags (counting every "<")',
    });
  });

  it('cleans the stored values of a field for its new type when the field changes type', async () => {
    const type = await createType('Type switch');
    const record = (await staff.post('/api/content', { contentTypeId: type._id, title: 'Old data' }).expect(201))
      .body as { _id: string };
    const untouched = (await staff.post('/api/content', { contentTypeId: type._id, title: 'No values' }).expect(201))
      .body as { _id: string; updatedAt: string };
    await storeRaw(record._id, {
      headline: HOSTILE,
      notes: HOSTILE,
      body: HOSTILE,
      picture: 'javascript:alert(1)',
      more: 'https://a.example/ok',
      leaflet: HOSTILE,
    });

    // text → WYSIWYG, textArea → text, WYSIWYG → textArea, image → link, link → image, linkToFile → WYSIWYG
    const retyped = FIELDS.map((field, index) => ({
      ...field,
      id: type.fields[index].id,
      type: (
        {
          headline: 'textAreaWYSIWYG',
          notes: 'text',
          body: 'textArea',
          picture: 'link',
          more: 'image',
          leaflet: 'textAreaWYSIWYG',
        } as const
      )[field.sys_name],
    }));
    await staff.put(`/api/content-types/${type._id}`, { fields: retyped }).expect(200);
    expect(await stored(record._id)).toEqual({
      headline: AS_RICH_TEXT,
      notes: AS_PLAIN_TEXT,
      body: AS_PLAIN_TEXT,
      picture: null,
      more: 'https://a.example/ok',
      leaflet: AS_RICH_TEXT,
    });
    const read = (await staff.get(`/api/content/${record._id}`).expect(200)).body;
    expect(read.customFields.headline).toBe(AS_RICH_TEXT);
    expect((await staff.get(`/api/content/${untouched._id}`).expect(200)).body.updatedAt).toBe(untouched.updatedAt);
  });

  it('cleans values a record still holds when a field is added again under their sys_name', async () => {
    const type = await createType('Field added again');
    const record = (await staff.post('/api/content', { contentTypeId: type._id, title: 'Leftover' }).expect(201))
      .body as { _id: string };
    await storeRaw(record._id, { leftover: HOSTILE });
    await staff
      .post(`/api/content-types/${type._id}/fields`, { name: 'Leftover', type: 'textAreaWYSIWYG' })
      .expect(201);
    expect(await stored(record._id)).toEqual({ leftover: AS_RICH_TEXT });
  });

  it('cleans kept values for the new content type when a record moves to a type with other field types', async () => {
    const from = await createType('Move from');
    const to = (
      await staff
        .post('/api/content-types', {
          name: 'Move to',
          fields: [
            { name: 'Headline', sys_name: 'headline', type: 'textAreaWYSIWYG' },
            { name: 'Body', sys_name: 'body', type: 'text' },
          ],
        })
        .expect(201)
    ).body as { _id: string };
    const record = (await staff.post('/api/content', { contentTypeId: from._id, title: 'Mover' }).expect(201)).body as {
      _id: string;
    };
    await storeRaw(record._id, { headline: HOSTILE, body: HOSTILE, notes: 'dropped' });
    const moved = await staff.put(`/api/content/${record._id}`, { contentTypeId: to._id }).expect(200);
    expect(moved.body.customFields).toEqual({ headline: AS_RICH_TEXT, body: AS_PLAIN_TEXT });
    expect(await stored(record._id)).toEqual({ headline: AS_RICH_TEXT, body: AS_PLAIN_TEXT });
  });

  it('refuses a type change that would make a stored value rich text over the caps, changing nothing', async () => {
    const type = await createType('Switch over the caps');
    const record = (await staff.post('/api/content', { contentTypeId: type._id, title: 'Huge' }).expect(201)).body as {
      _id: string;
    };
    const huge = '<3 '.repeat(5001);
    await storeRaw(record._id, { headline: huge });
    const retyped = FIELDS.map((field, index) => ({
      ...field,
      id: type.fields[index].id,
      type: field.sys_name === 'headline' ? 'textAreaWYSIWYG' : field.type,
    }));
    const refused = await staff.put(`/api/content-types/${type._id}`, { fields: retyped }).expect(400);
    expect(refused.body.errors).toEqual({
      'records.huge.customFields.headline':
        'records.huge.customFields.headline must have at most 5000 tags (counting every "<")',
    });
    expect((await staff.get(`/api/content-types/${type._id}`).expect(200)).body.fields[0].type).toBe('text');
    expect(await stored(record._id)).toEqual({ headline: huge });
  });
});
