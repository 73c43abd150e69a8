import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../support/processes.js';

/** Each built part: the folders its build reads, and a file its build writes. */
const PARTS = [
  { name: 'backend', sources: ['backend/src'], output: 'backend/dist/main.js' },
  {
    name: 'frontend-shell',
    sources: ['frontend-shell/src', 'packages/languages/src', 'packages/api-client/src'],
    output: 'frontend-shell/dist/index.html',
  },
  {
    name: 'frontend-public',
    sources: ['frontend-public/src', 'frontend-public/server', 'packages/languages/src', 'packages/api-client/src'],
    output: 'frontend-public/dist-ssr/server.cjs',
  },
  {
    name: 'frontend-admin',
    sources: ['frontend-admin/src', 'packages/languages/src', 'packages/api-client/src'],
    output: 'frontend-admin/dist/mf-manifest.json',
  },
];

function newestModification(directory: string): number {
  if (!existsSync(directory)) return 0;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestModification(path));
    else if (!entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The parts whose build output is missing or older than a source file it is built from (tests aside). */
export function buildProblems(): string[] {
  const problems: string[] = [];
  for (const part of PARTS) {
    const output = join(repositoryRoot, part.output);
    if (!existsSync(output)) {
      problems.push(`${part.name}: ${part.output} is missing`);
      continue;
    }
    const built = statSync(output).mtimeMs;
    const changed = Math.max(...part.sources.map((source) => newestModification(join(repositoryRoot, source))));
    if (changed > built) problems.push(`${part.name}: a source changed after ${part.output} was built`);
  }
  return problems;
}
