import { RICH_TEXT_MAX_TAGS } from '../../common/rich-text.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

/** The finding's own criterion: /api/health answers within this while the hostile request runs. */
const HEALTH_BOUND_MS = 1000;

describe('rich text cannot freeze the server (security review finding 4)', () => {
  let t: TestApp;
  let staff: SignedInAgent;
  let carrierId: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn();
    const created = await staff
      .post('/api/carriers', {
        code: 'zz-caps',
        name: 'ZZ Caps',
        type: 'express',
        translations: { en: { title: 'ZZ Caps Tracking' } },
      })
      .expect(201);
    carrierId = created.body._id as string;
  });
  afterAll(() => t.close());

  /** Runs `request` while polling /api/health one call after another; the slowest health answer in ms. */
  async function slowestHealthDuring<T>(
    request: PromiseLike<T>,
  ): Promise<{ result: T; slowest: number; polls: number }> {
    let done = false;
    let slowest = 0;
    let polls = 0;
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        await t.http.get('/api/health').expect(200);
        slowest = Math.max(slowest, performance.now() - started);
        polls++;
      }
    })();
    const result = await Promise.resolve(request).finally(() => {
      done = true;
    });
    await polling;
    return { result, slowest, polls };
  }

  it('answers the 1 MB update of 166,000 <b> in two languages with a 400 naming the field, health answering', async () => {
    const hostile = '<b>'.repeat(166_000);
    const { result, slowest, polls } = await slowestHealthDuring(
      staff.put(`/api/carriers/${carrierId}`, {
        translations: {
          en: { title: 'ZZ Caps Tracking', content: hostile },
          de: { title: 'ZZ Caps Tracking', content: hostile },
        },
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      translations: `translations en.content: content must have at most ${RICH_TEXT_MAX_TAGS} tags (counting every "<")`,
    });
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(HEALTH_BOUND_MS);
    const stored = (await staff.get(`/api/carriers/${carrierId}`).expect(200)).body;
    expect(stored.translations.en.content ?? '').toBe('');
  });

  it('sanitises a full body of values just under the caps one at a time, health answering between them', async () => {
    // 60 content parts of 5,000 nested tags each: 900 kB, every value within the caps. Each takes tens of
    // milliseconds to sanitise; all of them in one go would hold the event loop for seconds.
    const contentParts = Array.from({ length: 60 }, (_, index) => ({
      title: `Part ${index}`,
      content: '<b>'.repeat(RICH_TEXT_MAX_TAGS),
    }));
    const { result, slowest, polls } = await slowestHealthDuring(
      staff.put(`/api/carriers/${carrierId}`, { contentParts }),
    );
    expect(result.status).toBe(200);
    expect(result.body.contentParts).toHaveLength(60);
    expect(result.body.contentParts[59].content).toMatch(/^<b><b>/);
    expect(polls).toBeGreaterThan(1);
    expect(slowest).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('refuses a value that grows past its limit once cleaned, naming the field', async () => {
    // 90,000 "&" pass the 100,000-character limit of a FAQ answer; cleaned, each is "&amp;".
    const response = await staff
      .put(`/api/carriers/${carrierId}`, { faqModuleArray: [{ question: 'Why?', answer: '&'.repeat(90_000) }] })
      .expect(400);
    expect(response.body.errors).toEqual({
      'faqModuleArray.0.answer': 'faqModuleArray.0.answer must be at most 100000 characters once cleaned (450000)',
    });
  });
});
