// The docs check must fail on what it is there to catch: `node --test scripts/check-docs.test.mjs`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { brokenLinks, citationProblems, headingNumbers, itemNumbers } from './check-docs.mjs';
import { checkDomainMap, domainMapProblems, migrationTables, readFacts, renderDomainMap } from './domain-map.mjs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const known = {
  specSections: headingNumbers(read('docs/product-spec.md')),
  styleItems: itemNumbers(read('docs/style.md')),
};

test('the specification copy has the sections the code cites, and style.md its numbered items', () => {
  assert.deepEqual([...known.specSections].sort(), ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  assert.equal(known.styleItems.size, 16);
  assert.deepEqual([...headingNumbers('## 4. States\n### 4.2 Saved codes\n## Notes\n')], ['4', '4.2']);
});

test('citations of the specification and the style examples that resolve pass', () => {
  const text = [
    '/** The tracking status model (docs/product-spec.md §3 and §4). */',
    '// Configuration is parsed once at boot (docs/style.md §5).',
    '(docs/product-spec.md §9: copy-link toast delay)',
    'thin controllers ([style.md](../style.md) §1–§3), the saved list ([product-spec.md](../product-spec.md) §3, §4)',
    '/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */',
    '/** GS1 general specifications §7.9.1 (GTIN, SSCC, USPS IMpb, FedEx Ground). */',
  ].join('\n');
  assert.deepEqual(citationProblems(text, known), []);
});

test('citations that do not name the file in docs/, or name a section it lacks, fail with their line', () => {
  const text = [
    '/** Saved codes shown on the home page (spec §9). */',
    '/** Spec §8: the number has a marketplace order-number format. */',
    '/** Validation messages the spec gives word for word (§5). */',
    '/** Maps every error in one place (STYLE.md §4). */',
    'Decisions are in `../shared/ARCHITECTURE.md`.',
    '/** Page size (docs/product-spec.md §12). */',
    '/** Statuses (docs/product-spec.md §3 and §4.7). */',
    '/** One file per job (docs/style.md §17). */',
  ].join('\n');
  assert.deepEqual(citationProblems(text, known), [
    '1: cites the spec without naming docs/product-spec.md',
    '2: cites the spec without naming docs/product-spec.md',
    '3: cites the spec without naming docs/product-spec.md',
    '4: cites STYLE.md, which is docs/style.md here',
    '5: cites ARCHITECTURE.md, which is docs/decisions/ here',
    '5: cites a file outside the repository',
    '6: docs/product-spec.md has no §12',
    '7: docs/product-spec.md has no §4.7',
    '8: docs/style.md has no §17',
  ]);
});

test('relative markdown links must point at a file; web links and anchors are not checked', () => {
  const markdown = '[a](decisions/README.md) [b](missing.md#part) [c](https://example.org) [d](#top) [e](../README.md)';
  const existing = new Set(['docs/decisions/README.md', 'README.md']);
  assert.deepEqual(
    brokenLinks(markdown, 'docs/domain-map.md', (path) => existing.has(path)),
    ['links missing.md#part, which does not exist'],
  );
});

test('migrations are attributed to the tables they create, alter, index or write, comments aside', () => {
  const touched = migrationTables([
    [
      'backend/drizzle/0100_x.sql',
      '-- UPDATE "not_this"\nCREATE TABLE "a" (\n"id" uuid);\nALTER TABLE "b" ADD COLUMN "c" text;\n' +
        'CREATE UNIQUE INDEX "d_idx" ON "d" USING btree ("x");\nUPDATE "e" SET "x" = 1;',
    ],
  ]);
  assert.deepEqual([...touched.get('backend/drizzle/0100_x.sql')].sort(), ['a', 'b', 'd', 'e']);
});

test('the domain map of this repository is complete and current', async () => {
  assert.deepEqual(await checkDomainMap(), []);
});

test('the domain map fails on a missing path, an unknown table, and anything left out of every domain', () => {
  const map = JSON.parse(read('docs/domain-map.json'));
  const facts = readFacts();
  const [first, ...rest] = map.domains;
  const broken = {
    domains: [
      {
        ...first,
        backend: [...first.backend, 'backend/src/modules/tracking/gone.ts'],
        tables: [...first.tables.slice(1), 'no_such_table'],
        admin: [{ path: 'elsewhere', dir: first.admin[0].dir }, ...first.admin.slice(1)],
        e2e: first.e2e.slice(1),
      },
      ...rest,
    ],
  };
  assert.deepEqual(domainMapProblems(broken, facts), [
    `${first.name}: backend/src/modules/tracking/gone.ts does not exist`,
    `${first.name}: table no_such_table is in no schema file`,
    `${first.name}: ${first.admin[0].dir} does not declare path 'elsewhere'`,
    `table ${first.tables[0]} is in no domain`,
    `e2e/tests/${first.e2e[0]} is in no domain`,
  ]);
  assert.match(renderDomainMap(map, facts), /## Tracking and carrier detection\n/);
});
