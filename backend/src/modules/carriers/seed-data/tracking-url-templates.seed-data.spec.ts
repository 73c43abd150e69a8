import { UPU_POSTAL_OPERATORS } from '../../tracking/detection/upu-members.js';
import { fillTrackingUrl, trackingUrlTemplateProblem } from '../tracking-url-template.js';
import { CARRIER_SEED } from './carriers.seed-data.js';
import templates from './tracking-url-templates.json' with { type: 'json' };
import { TRACKING_URL_TEMPLATES, trackingUrlTemplatesSchema } from './tracking-url-templates.seed-data.js';

const seededCodes = new Set(CARRIER_SEED.map((carrier) => carrier.code));
const entries = Object.entries(TRACKING_URL_TEMPLATES);

describe('seeded tracking-link templates', () => {
  // The carriers whose own tracking page takes the number in its address, as far as they could be sourced: most of the
  // directory's other carriers (many small national posts among them) have no such page, or none that could be found.
  it('cover the carriers with a linkable tracking page, the UPU S10 posts included', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    const posts = UPU_POSTAL_OPERATORS.map((operator) => operator.carrier);
    const covered = posts.filter((code) => TRACKING_URL_TEMPLATES[code] !== undefined);
    for (const code of ['china-post', 'royal-mail', 'usps', 'deutsche-post', 'la-poste', 'canada-post', 'japan-post']) {
      expect(covered).toContain(code);
    }
  });

  it('are keyed by codes of seeded carriers', () => {
    expect(entries.map(([code]) => code).filter((code) => !seededCodes.has(code))).toEqual([]);
  });

  it.each(entries)('%s: an https address with {number} after its host', (_code, template) => {
    expect(trackingUrlTemplateProblem(template)).toBeUndefined();
    const url = new URL(fillTrackingUrl(template, 'RB123456785GB'));
    expect(url.protocol).toBe('https:');
    expect(url.href).toContain('RB123456785GB');
    expect(template.slice(0, template.indexOf('{number}'))).toMatch(/^https:\/\/[^/?#{}]+[/?#]/);
  });

  it('are checked at load: a bad entry names its key and why', () => {
    const result = trackingUrlTemplatesSchema.safeParse({
      ...templates,
      'Bad Code': 'https://example.com/{number}',
      'plain-http': 'http://example.com/{number}',
      'no-number': 'https://example.com/track',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['Bad Code', 'plain-http', 'no-number']));
  });
});
