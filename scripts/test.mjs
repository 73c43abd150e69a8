// `npm test`: every check of the repository, as a small dependency graph (scripts/run-jobs.mjs): at most two jobs at
// once (CI has two cores, and ESLint, tsc and each suite mostly keep one busy), each one's output printed whole when it
// ends, the first failure stops the run, and the time of each job is listed at the end (CI's log shows where the
// minutes go).
//
// The contracts package is built once, first: lint, the type-check and the build all read its output, and two tsc
// runs writing packages/contracts/dist at the same time could hand a reader a half-written file. Lint (the longest)
// runs beside the type-check, then beside test:scripts, the build and the frontends' unit tests.
//
// From the backend tests on, each job runs alone (`alone`): the backend tests (two Jest workers), the end-to-end tests
// and the fault and hostile suites each keep both cores busy or hold checks that a busy machine turns into false
// failures (answer times, restarts within a bound; the fault suite runs two of its mostly waiting scenarios at a time
// itself); the load suite measures throughput and memory, which anything beside it would change.
import { formatResults, runJobs } from './run-jobs.mjs';

const JOBS = [
  { name: 'contracts', command: 'npm run build -w packages/contracts' },
  { name: 'lint', command: 'npm run lint:sources', after: ['contracts'] },
  { name: 'typecheck', command: 'npm run typecheck:packages', after: ['contracts'] },
  { name: 'test:scripts', command: 'npm run test:scripts' },
  { name: 'build', command: 'npm run build:apps', after: ['contracts'] },
  { name: 'test:frontends', command: 'npm run test:frontends', after: ['build'] },
  { name: 'backend', command: 'npm test -w backend', after: ['build'], alone: true },
  { name: 'e2e', command: 'npm test -w e2e', after: ['build'], alone: true },
  { name: 'faults', command: 'npm run test:faults', after: ['build'], alone: true },
  { name: 'hostile', command: 'npm run test:hostile', after: ['build'], alone: true },
  { name: 'load', command: 'npm run test:load', after: ['build'], alone: true },
];

const result = await runJobs(JOBS);
console.log(`\n${formatResults(result)}`);
process.exit(result.ok ? 0 : 1);
