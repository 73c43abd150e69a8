import { fillTrackingUrl, trackingUrlTemplateProblem } from './tracking-url-template.js';

describe('tracking-link templates', () => {
  it.each([
    'https://www.ups.com/track?tracknum={number}',
    'https://sporing.posten.no/sporing/{number}',
    'https://auspost.com.au/mypost/track/#/details/{number}',
    'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput={number}&SearchInput={number}',
    'https://example.com:8443/t/{number}',
  ])('accepts %s', (template) => {
    expect(trackingUrlTemplateProblem(template)).toBeUndefined();
  });

  it.each([
    ['http://www.ups.com/track?tracknum={number}', 'not https'],
    ['https://www.ups.com/track', 'no placeholder'],
    ['https://{number}.example.com/track', 'placeholder in the host'],
    ['https://example.com{number}/track', 'placeholder in the host, before the path'],
    ['https://user:secret@example.com/t/{number}', 'credentials'],
    ['https://example.com/t/{number}?ref={id}', 'another placeholder'],
    ['https://example.com/t/{numbers}', 'a misspelt placeholder'],
    ['https://example.com/t/ {number}', 'whitespace'],
    ['javascript:alert(1)//{number}', 'another scheme'],
    ['https:///t/{number}', 'no host'],
    [`https://example.com/t/{number}?q=${'a'.repeat(500)}`, 'too long'],
  ])('refuses %s (%s)', (template) => {
    expect(trackingUrlTemplateProblem(template)).toEqual(expect.any(String));
  });

  it('fills the number in literally and URL-encoded, wherever the placeholder is', () => {
    expect(fillTrackingUrl('https://x.example/a/{number}?n={number}#{number}', 'AB 12/3')).toBe(
      'https://x.example/a/AB%2012%2F3?n=AB%2012%2F3#AB%2012%2F3',
    );
  });

  it('reads nothing in the number or the template as a replacement pattern', () => {
    for (const pattern of ['$&', '$`', "$'", '$$', '$1', '$<number>']) {
      expect(fillTrackingUrl('https://x.example/t?n={number}', `A${pattern}B`)).toBe(
        `https://x.example/t?n=${encodeURIComponent(`A${pattern}B`)}`,
      );
      expect(fillTrackingUrl(`https://x.example/t/${pattern}/{number}`, 'RB123456785GB')).toBe(
        `https://x.example/t/${pattern}/RB123456785GB`,
      );
    }
  });
});
