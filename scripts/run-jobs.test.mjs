// The job graph behind `npm test` must keep its promises: `node --test scripts/run-jobs.test.mjs`. Each job is a tiny
// `node -e` program; jobs that must run at the same time wait for each other's marker file, so the test does not
// depend on how fast the machine is.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatResults, runJobs } from './run-jobs.mjs';

const node = (program) => `node -e ${JSON.stringify(program)}`;

/** A job that creates `mine`, then waits until `theirs` exists (so it can only end while the other one runs). */
const meet = (directory, mine, theirs) =>
  node(
    `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(join(directory, mine))}, '');` +
      `const wait = () => fs.existsSync(${JSON.stringify(join(directory, theirs))}) ? console.log('${mine} met ${theirs}') : setTimeout(wait, 20); wait();`,
  );

/** Runs the jobs and records, at every start and end, which jobs were running. */
async function record(jobs, options = {}) {
  const running = new Set();
  const events = [];
  let output = '';
  const result = await runJobs(jobs, {
    ...options,
    write: (text) => (output += text),
    onStart: (name) => {
      running.add(name);
      events.push({ event: 'start', name, running: [...running].sort() });
    },
    onEnd: (name, ok) => {
      running.delete(name);
      events.push({ event: ok ? 'end' : 'fail', name });
    },
  });
  return { result, events, output };
}

test('jobs without a dependency between them run side by side, never more than the slots', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'run-jobs-'));
  try {
    const { result, events } = await record([
      { name: 'a', command: meet(directory, 'a', 'b') },
      { name: 'b', command: meet(directory, 'b', 'a') },
      { name: 'c', command: node('') },
    ]);
    assert.equal(result.ok, true);
    assert.deepEqual(
      result.results.map((item) => item.outcome),
      ['ok', 'ok', 'ok'],
    );
    assert.ok(events.every((event) => event.event !== 'start' || event.running.length <= 2));
    const cStarts = events.findIndex((event) => event.event === 'start' && event.name === 'c');
    assert.ok(cStarts > events.findIndex((event) => event.event === 'end'), 'c waits for a free slot');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test('a job starts only after the jobs it runs after have passed', async () => {
  const { result, events } = await record([
    { name: 'first', command: node('') },
    { name: 'second', command: node(''), after: ['first'] },
    { name: 'third', command: node(''), after: ['first', 'second'] },
  ]);
  assert.equal(result.ok, true);
  assert.deepEqual(
    events.map((event) => `${event.event} ${event.name}`),
    ['start first', 'end first', 'start second', 'end second', 'start third', 'end third'],
  );
});

test('an alone job waits for the others to end, and nothing starts beside it', async () => {
  const { result, events } = await record([
    { name: 'a', command: node('') },
    { name: 'b', command: node('') },
    { name: 'solo', command: node(''), alone: true },
    { name: 'c', command: node('') },
  ]);
  assert.equal(result.ok, true);
  const solo = events.find((event) => event.event === 'start' && event.name === 'solo');
  assert.deepEqual(solo.running, ['solo']);
  const soloStart = events.indexOf(solo);
  const soloEnd = events.findIndex((event) => event.event === 'end' && event.name === 'solo');
  assert.deepEqual(
    events.slice(soloStart + 1, soloEnd).filter((event) => event.event === 'start'),
    [],
    'no job started while the alone job ran',
  );
});

test('the first failure kills the running jobs and starts nothing more; the times say what happened', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'run-jobs-'));
  try {
    const { result, output } = await record([
      // Runs until it is killed: the marker it waits for is never made.
      { name: 'long', command: meet(directory, 'long', 'never') },
      { name: 'broken', command: node(`process.stdout.write('broken says why'); process.exit(3)`) },
      { name: 'later', command: node(''), after: ['broken'] },
    ]);
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.results.map((item) => item.outcome),
      ['killed', 'FAILED', 'not run'],
    );
    assert.equal(result.results[1].detail, '3');
    assert.match(output, /=== broken: .* \(failed: 3, \d+ s\)\nbroken says why/);
    const table = formatResults(result);
    assert.match(table, /^killed +\d+ s {2}node -e/m);
    assert.match(table, /^FAILED +\d+ s {2}node -e .* \(3\)$/m);
    assert.match(table, /^not run +node -e ""$/m);
    assert.match(table, /\d+ s in all, FAILED\n$/);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test("each job's output is printed whole, not interleaved with the other's", async () => {
  const directory = mkdtempSync(join(tmpdir(), 'run-jobs-'));
  try {
    const { output } = await record([
      { name: 'a', command: meet(directory, 'a', 'b') },
      { name: 'b', command: meet(directory, 'b', 'a') },
    ]);
    assert.match(output, /=== a: .*\(ok, \d+ s\)\na met b\n/);
    assert.match(output, /=== b: .*\(ok, \d+ s\)\nb met a\n/);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test('a job that runs after one listed later (or not at all) is refused before anything starts', () => {
  assert.throws(
    () =>
      runJobs([
        { name: 'a', command: node(''), after: ['b'] },
        { name: 'b', command: node('') },
      ]),
    /job "a" runs after "b", which is not listed before it/,
  );
});
