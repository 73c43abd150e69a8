// The rulebook travels with the code (docs/style.md §16): what a comment, a test or a document cites must be in this
// repository. Run by `npm run lint`; exits non-zero with each problem:
// - a citation of the product specification or the style examples that does not name docs/product-spec.md or
//   docs/style.md, or names a section (a numbered heading) or item (a numbered line) that is not there;
// - a reference to the files outside the repository that the docs were copied from;
// - a relative markdown link in README.md or docs/ that points at nothing;
// - the domain map out of step with the code (scripts/domain-map.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDomainMap } from './domain-map.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SPEC = 'docs/product-spec.md';
const STYLE = 'docs/style.md';

/** Copied verbatim from outside, so they keep their own wording; and this checker with its test, which spell out what they refuse. */
const NOT_SCANNED = new Set([
  SPEC,
  STYLE,
  'docs/design-card.md',
  'scripts/check-docs.mjs',
  'scripts/check-docs.test.mjs',
]);
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SCANNED = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|ya?ml|sh)$|^Dockerfile$/;

/** Section numbers of a document's numbered headings (`## 4. States` gives 4, `### 4.2 Saved codes` gives 4.2). */
export function headingNumbers(markdown) {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1]));
}

/** Numbers of a document's numbered lines (`12. ESLint ...` gives 12). */
export function itemNumbers(markdown) {
  return new Set([...markdown.matchAll(/^\s*(\d+)\.\s/gm)].map((match) => match[1]));
}

/** `§3 and §4`, `§1–§3`, `§5.1, §6` after a document's name: the numbers cited. */
const SECTION_LIST = String.raw`((?:\s*(?:,|and|or|&|–|-)?\s*§\s*\d+(?:\.\d+)*)+)`;
const SPEC_CITATION = new RegExp(String.raw`product-spec\.md\)?` + SECTION_LIST, 'g');
const STYLE_CITATION = new RegExp(String.raw`\bstyle\.md\)?` + SECTION_LIST, 'g');
const UNRESOLVED = [
  // `spec §5`, `Spec §9`, `the spec gives ... (§5)`; not `docs/product-spec.md §5` nor `GS1 specifications §7.9.1`.
  { pattern: /\bspec\b(?!\.md)[^\n]*§|§[^\n]*\bspec\b(?!\.md)/i, message: `cites the spec without naming ${SPEC}` },
  { pattern: /\bSTYLE\.md\b/, message: `cites STYLE.md, which is ${STYLE} here` },
  { pattern: /\bARCHITECTURE\.md\b/, message: 'cites ARCHITECTURE.md, which is docs/decisions/ here' },
  { pattern: /\.\.\/shared\b|\/work\/shared\b/, message: 'cites a file outside the repository' },
];

/** Problems in one file's text, each `line: message`. */
export function citationProblems(text, { specSections, styleItems }) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const at = `${index + 1}`;
    for (const { pattern, message } of UNRESOLVED) if (pattern.test(line)) problems.push(`${at}: ${message}`);
    for (const [citations, known, document] of [
      [line.matchAll(SPEC_CITATION), specSections, SPEC],
      [line.matchAll(STYLE_CITATION), styleItems, STYLE],
    ]) {
      for (const citation of citations) {
        for (const [, number] of citation[1].matchAll(/§\s*(\d+(?:\.\d+)*)/g)) {
          if (!known.has(number)) problems.push(`${at}: ${document} has no §${number}`);
        }
      }
    }
  });
  return problems;
}

/** Relative links of a markdown file (`[text](path#anchor)`) whose target does not exist. */
export function brokenLinks(markdown, file, exists) {
  const broken = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/i.test(target)) continue;
    const path = join(dirname(file), target.split('#')[0]);
    if (!exists(path)) broken.push(`links ${target}, which does not exist`);
  }
  return broken;
}

function* scannedFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* scannedFiles(path);
    } else if (SCANNED.test(entry.name) || dir.endsWith('.ci')) {
      yield relative(ROOT, path);
    }
  }
}

async function main() {
  const read = (path) => readFileSync(join(ROOT, path), 'utf8');
  const known = { specSections: headingNumbers(read(SPEC)), styleItems: itemNumbers(read(STYLE)) };
  const problems = [];
  for (const file of scannedFiles(ROOT)) {
    if (NOT_SCANNED.has(file)) continue;
    const text = read(file);
    for (const problem of citationProblems(text, known)) problems.push(`${file}:${problem}`);
    if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) {
      for (const problem of brokenLinks(text, file, (path) => existsSync(join(ROOT, path))))
        problems.push(`${file}: ${problem}`);
    }
  }
  problems.push(...(await checkDomainMap(ROOT)));
  if (problems.length > 0) {
    console.error(`Docs check:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Docs check: citations resolve in ${SPEC} and ${STYLE}; links and the domain map are current`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
