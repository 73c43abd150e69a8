import { hasDotSegment } from './dot-segments.js';

describe('hasDotSegment', () => {
  // Issue 18, finding 10: /t/faq/%2e%2e made the server render fetch /api/public/taxonomy/faq/.. (= /taxonomy).
  it.each([
    '/t/faq/%2e%2e',
    '/t/faq/..',
    '/t/%2E',
    '/couriers/.%2e',
    '/api/public/taxonomy/%2e%2E/content',
    '/track/.',
  ])('finds the dot segment in %s', (path) => {
    expect(hasDotSegment(path)).toBe(true);
  });

  it.each(['/t/faq', '/t/faq/...', '/track/1Z.5', '/mf/public/remoteEntry.js', '/t/%2e%2e%2fx', '/t/%E0%A4%A', '/'])(
    'leaves %s alone',
    (path) => {
      expect(hasDotSegment(path)).toBe(false);
    },
  );
});
