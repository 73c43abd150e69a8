import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult } from '../support/suite.js';

/**
 * Writes the results table of docs/RELIABILITY.md (between its two markers) from the JSON the runners left in
 * reliability/results/, so the figures in the document are the scripts' own output of the last run.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const documentPath = join(root, 'docs', 'RELIABILITY.md');
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';
const SUITES: Array<{ suite: string; command: string }> = [
  { suite: 'faults', command: 'npm run test:faults --' },
  { suite: 'load', command: 'npm run test:load --' },
  { suite: 'hostile', command: 'npm run test:hostile --' },
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const document = readFileSync(documentPath, 'utf8');
const start = document.indexOf(START);
const end = document.indexOf(END);
if (start < 0 || end < start) throw new Error(`${documentPath} has no ${START} … ${END} section`);
const previous = document.slice(start, end);

const rows: string[] = [];
const finished: string[] = [];
for (const { suite, command } of SUITES) {
  const file = join(root, 'reliability', 'results', `${suite}.json`);
  if (!existsSync(file)) {
    // A suite not run here keeps its rows and date from the document: a report after one suite drops no other.
    const kept = previous.split('\n').filter((line) => line.startsWith('|') && line.includes(`\`${command} `));
    const date = new RegExp(`\\b${suite} (\\S+?)[,)]`).exec(previous)?.[1];
    console.warn(`no results for ${suite} (run ${command.replace(' --', '')} first): ${kept.length} rows kept`);
    rows.push(...kept);
    if (date) finished.push(`${suite} ${date}`);
    continue;
  }
  const { finishedAt, results } = JSON.parse(readFileSync(file, 'utf8')) as {
    finishedAt: string;
    results: CaseResult[];
  };
  finished.push(`${suite} ${finishedAt}`);
  for (const result of results) {
    const checked = result.checks.map((check) => `${check.passed ? '✓' : '✗'} ${check.description}`).join('<br>');
    const figures = Object.entries(result.figures)
      .map(([name, value]) => `${name}: **${value}**`)
      .join('<br>');
    const outcome =
      result.outcome === 'passed'
        ? `passed (${(result.durationMs / 1000).toFixed(0)} s)`
        : `**${result.outcome.toUpperCase()}**: ${result.reason ?? ''}`;
    rows.push(
      `| ${cell(result.title)} | ${cell(checked)} | ${cell(figures)} | ${cell(outcome)} | \`${command} ${result.id}\` |`,
    );
  }
}

const table = [
  START,
  `_Written by \`npm run report -w reliability\` from the last run (${finished.join(', ')})._`,
  '',
  '| Scenario | What was checked | Figures | Outcome | Run alone |',
  '| --- | --- | --- | --- | --- |',
  ...rows,
  END,
].join('\n');

writeFileSync(documentPath, `${document.slice(0, start)}${table}${document.slice(end + END.length)}`);
console.log(`report: ${rows.length} rows written to docs/RELIABILITY.md`);
