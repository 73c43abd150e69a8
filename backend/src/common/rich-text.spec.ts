import { sanitizeRichText } from './rich-text.js';
import { isSafeLink } from './safe-link.js';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hello<script>alert(1)</script></p>', '<p>Hello</p>'],
    ['<img src="https://a.example/x.png" onerror="alert(1)">', '<img src="https://a.example/x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p style="color:red">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="/x"><input name="a"></form>text', 'text'],
    [
      '<a href="https://a.example" target="_blank">x</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<h2 class="lead">Title</h2><ul><li><strong>a</strong></li></ul>',
      '<h2 class="lead">Title</h2><ul><li><strong>a</strong></li></ul>',
    ],
    ['<table><tr><td colspan="2">x</td></tr></table>', '<table><tr><td colspan="2">x</td></tr></table>'],
  ])('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('passes null and undefined through', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeUndefined();
  });
});

describe('isSafeLink', () => {
  it.each([
    ['https://a.example/x', true],
    ['http://a.example', true],
    ['mailto:help@a.example', true],
    ['/api/files/raw/abc.png', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['vbscript:x', false],
    ['not a url', false],
  ])('%s → %s', (input, expected) => {
    expect(isSafeLink(input)).toBe(expected);
  });
});
