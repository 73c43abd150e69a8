// Runs shell commands as a small dependency graph for `npm test` (scripts/test.mjs). Checked by
// `node --test scripts/run-jobs.test.mjs`.
//
// - A job starts when every job it names in `after` has passed, and only while fewer than `slots` jobs run: most of
//   the checks (ESLint, tsc, one Jest or suite process) keep one core busy, and CI has two.
// - A job marked `alone` starts only when nothing else runs, and nothing starts beside it (the load suite measures
//   throughput and memory; anything beside it would change its figures).
// - Ready jobs start in the order of the list, so the list is also the priority.
// - Each job's output is kept and printed whole when it ends, so the log is never interleaved. A job that runs by
//   itself (nothing beside it, nothing else ready) writes straight to the terminal instead: a long suite shows its
//   progress as it goes.
// - The first failure stops the run: the jobs still running are killed (their whole process group), nothing more
//   starts, and the result lists each job's time, `FAILED`, `killed` or `not run`.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, after?: string[], alone?: boolean }} Job
 * @typedef {{ name: string, command: string, outcome: 'ok' | 'FAILED' | 'killed' | 'not run', seconds?: number,
 *   detail?: string }} JobResult
 */

/**
 * @param {Job[]} jobs
 * @param {{ slots?: number, write?: (text: string) => void, onStart?: (name: string) => void,
 *   onEnd?: (name: string, ok: boolean) => void }} [options]
 * @returns {Promise<{ ok: boolean, results: JobResult[], seconds: number }>}
 */
export function runJobs(jobs, { slots = 2, write = (text) => process.stdout.write(text), onStart, onEnd } = {}) {
  checkGraph(jobs);
  const started = Date.now();
  /** @type {Map<string, JobResult>} */
  const results = new Map(jobs.map((job) => [job.name, { name: job.name, command: job.command, outcome: 'not run' }]));
  const waiting = [...jobs];
  /** @type {Map<string, { child: import('node:child_process').ChildProcess, killed: boolean }>} */
  const running = new Map();
  const passed = new Set();
  let failed = false;

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (running.size > 0) return;
      if (!failed && waiting.length > 0) return;
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      resolve({
        ok: !failed,
        results: jobs.map((job) => results.get(job.name)),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    };

    const startReady = () => {
      if (failed) return finishIfDone();
      for (const job of [...waiting]) {
        if (running.size >= slots) break;
        if (!(job.after ?? []).every((name) => passed.has(name))) continue;
        if (job.alone && running.size > 0) break;
        if ([...running.keys()].some((name) => jobs.find((item) => item.name === name).alone)) break;
        waiting.splice(waiting.indexOf(job), 1);
        start(job);
        if (job.alone) break;
      }
      finishIfDone();
    };

    const start = (job) => {
      const ready = waiting.filter((item) => (item.after ?? []).every((name) => passed.has(name)));
      const direct = job.alone || (running.size === 0 && ready.length === 0);
      const jobStarted = Date.now();
      // detached: the job gets its own process group, so a kill reaches npm, the shell and what they started.
      const child = spawn(job.command, {
        shell: true,
        detached: true,
        stdio: direct ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      });
      const entry = { child, killed: false };
      running.set(job.name, entry);
      onStart?.(job.name);
      if (direct) write(`\n=== ${job.name}: ${job.command}\n`);
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.on('close', (code, signal) => {
        running.delete(job.name);
        const seconds = Math.round((Date.now() - jobStarted) / 1000);
        const ok = code === 0;
        const outcome = entry.killed ? 'killed' : ok ? 'ok' : 'FAILED';
        results.set(job.name, {
          name: job.name,
          command: job.command,
          outcome,
          seconds,
          ...(ok || entry.killed ? {} : { detail: String(signal ?? code) }),
        });
        const status = outcome === 'FAILED' ? `failed: ${signal ?? code}` : outcome;
        if (direct) write(`=== ${job.name}: ${status} (${seconds} s)\n`);
        else write(`\n=== ${job.name}: ${job.command} (${status}, ${seconds} s)\n${output}`);
        onEnd?.(job.name, ok && !entry.killed);
        if (ok && !entry.killed) passed.add(job.name);
        else if (!failed) {
          failed = true;
          for (const other of running.values()) kill(other);
        }
        startReady();
      });
    };

    // Ctrl-C (or CI cancelling) reaches only this process, since each job has its own process group: pass it on, so
    // that the suites undo what they started.
    const interrupt = (signal) => {
      write(`\n${signal} received: stopping the running jobs\n`);
      failed = true;
      for (const entry of running.values()) kill(entry);
      finishIfDone();
    };
    process.on('SIGINT', interrupt);
    process.on('SIGTERM', interrupt);

    startReady();
  });
}

function kill(entry) {
  entry.killed = true;
  try {
    process.kill(-entry.child.pid, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
}

/** Every `after` names an earlier job (so the graph has no cycle and the list order is a valid order). */
function checkGraph(jobs) {
  const seen = new Set();
  for (const job of jobs) {
    if (seen.has(job.name)) throw new Error(`job "${job.name}" is listed twice`);
    for (const name of job.after ?? []) {
      if (!seen.has(name)) throw new Error(`job "${job.name}" runs after "${name}", which is not listed before it`);
    }
    seen.add(job.name);
  }
}

/** The closing table: one line per job, then the whole run's time. */
export function formatResults({ ok, results, seconds }) {
  const lines = results.map(
    (result) =>
      `${result.outcome.padEnd(7)} ${result.seconds === undefined ? '      ' : `${String(result.seconds).padStart(4)} s`}  ${result.command}${result.detail ? ` (${result.detail})` : ''}`,
  );
  return `${lines.join('\n')}\n${seconds} s in all${ok ? '' : ', FAILED'}\n`;
}
