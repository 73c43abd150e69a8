import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public site's server build owns the document of a public page (frontend-public/server/document.ts): head, app
 * markup, data, entry scripts and their hash. The backend sends it (status, cache, compression, fallback) and never
 * edits HTML: string surgery on a document is where the `$`-pattern crash of the security review came from.
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = join(webDir, 'ssr');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .map((name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
}

/** What building or editing a document looks like in source. */
const SURGERY: { what: string; pattern: RegExp }[] = [
  { what: 'a replacement', pattern: /\.replace(?:All)?\(/ },
  {
    what: 'a search for markup',
    pattern: /\.(?:indexOf|lastIndexOf|includes|split|search|match|matchAll)\(\s*['"`/]<\/?[a-z!]/,
  },
  { what: 'an HTML tag', pattern: /['"`]<\/?(?:!doctype|html|head|body|title|meta|link|script|div|noscript)\b/i },
  { what: 'a frontend build output', pattern: /mf-manifest\.json|document-assets\.json|index\.html/ },
];

function findings(files: { file: string; text: string }[], patterns: typeof SURGERY): string[] {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        patterns
          .filter(({ pattern }) => pattern.test(line))
          .map(({ what }) => `${file.slice(webDir.length)}:${index + 1}: ${what}: ${line.trim()}`),
      ),
  );
}

describe('the backend sends the documents of public pages, it does not write them', () => {
  it('has no HTML string surgery and reads no frontend build output in the server render folder', () => {
    const files = sources(ssrDir);
    expect(files.map(({ file }) => file)).toContainEqual(join(ssrDir, 'page-renderer.ts'));
    expect(findings(files, SURGERY)).toEqual([]);
  });

  it('writes no markup in the rest of the web module either (it serves built files and rendered documents)', () => {
    const files = sources(webDir);
    expect(files.map(({ file }) => file)).toContainEqual(join(webDir, 'static-frontends.ts'));
    expect(findings(files, SURGERY.slice(1, 3))).toEqual([]);
  });

  it.each([
    ['a replacement', 'html = html.replace(/<title>[^<]*/, () => title);'],
    ['a search for markup', "const at = html.indexOf('</head>');"],
    ['an HTML tag', 'return `<meta name="description" content="${text}">`;'],
    ['a frontend build output', "const manifest = read(join(dist, 'mf-manifest.json'));"],
  ])('would notice %s', (what, line) => {
    const found = findings([{ file: join(ssrDir, 'planted.ts'), text: line }], SURGERY);
    expect(found).toContain(`ssr/planted.ts:1: ${what}: ${line}`);
  });
});
