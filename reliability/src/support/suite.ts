import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One thing a case verified, as the report shows it. */
export interface CheckResult {
  description: string;
  passed: boolean;
}

export interface CaseResult {
  id: string;
  title: string;
  outcome: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  checks: CheckResult[];
  /** Measured figures (requests, errors, jobs counted, cases tried...), in the order they were recorded. */
  figures: Record<string, string | number>;
  /** Why a case failed or could not run. */
  reason?: string;
}

export interface SuiteCase {
  id: string;
  title: string;
  /** The whole case, cleanup excluded, must end within this. */
  timeoutMs: number;
  run(context: CaseContext): Promise<void> | void;
}

class CheckFailed extends Error {}

/** Raised by `context.skip()`: the case could not run here, and says why. */
class CaseSkipped extends Error {}

/**
 * What a case gets: checks that stop it at the first failure, figures for the report, and a cleanup stack that runs
 * after it in reverse order whatever happened (also on timeout and on Ctrl-C).
 */
export class CaseContext {
  readonly checks: CheckResult[] = [];
  readonly figures: Record<string, string | number> = {};
  /** Output of the product processes a case started, printed when it fails. */
  readonly outputs: Array<{ name: string; tail: () => string }> = [];
  private readonly cleanups: Array<{ what: string; run: () => unknown }> = [];
  private readonly abortController = new AbortController();

  constructor(readonly id: string) {}

  /** Aborted when the case runs out of time; long waits pass it on. */
  get signal(): AbortSignal {
    return this.abortController.signal;
  }

  log(message: string): void {
    console.log(`  [${this.id}] ${message}`);
  }

  /** Registers an undo step; steps run last-registered first. */
  defer(what: string, run: () => unknown): void {
    this.cleanups.push({ what, run });
  }

  figure(name: string, value: string | number): void {
    this.figures[name] = value;
    this.log(`${name}: ${value}`);
  }

  check(passed: boolean, description: string, detail?: string): void {
    this.checks.push({ description, passed });
    this.log(`${passed ? 'ok  ' : 'FAIL'} ${description}${detail && !passed ? ` (${detail})` : ''}`);
    if (!passed) throw new CheckFailed(detail ? `${description}: ${detail}` : description);
  }

  skip(reason: string): never {
    throw new CaseSkipped(reason);
  }

  abort(reason: string): void {
    this.abortController.abort(new Error(reason));
  }

  async cleanUp(): Promise<void> {
    while (this.cleanups.length > 0) {
      const step = this.cleanups.pop()!;
      try {
        await withTimeout(Promise.resolve(step.run()), 30_000, `cleanup "${step.what}"`);
      } catch (error) {
        this.log(`cleanup "${step.what}" failed: ${(error as Error).message}`);
      }
    }
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const resultsDirectory = fileURLToPath(new URL('../../results/', import.meta.url));

/**
 * Runs the cases one after the other (they share two CPU cores with everything else), or `concurrency` at a time for a
 * suite whose cases mostly wait (each case has its own processes, databases and Redis, and its log lines name it),
 * prints one line per case and the closing `suite: N passed, N failed[, N skipped]` line, writes the results to
 * reliability/results/<suite>.json for the report, and exits non-zero when any case failed. Arguments select cases by
 * id. `shared` holds what several cases use (one product for the hostile-input cases); its cleanup runs after the last
 * case.
 */
export async function runSuite(
  suite: string,
  cases: SuiteCase[],
  options: { shared?: CaseContext; selected?: string[]; concurrency?: number } = {},
): Promise<never> {
  const selected = options.selected ?? process.argv.slice(2);
  const chosen = selected.length > 0 ? cases.filter((item) => selected.includes(item.id)) : cases;
  if (chosen.length === 0) {
    console.error(
      `${suite}: no case matches ${selected.join(', ')}; cases: ${cases.map((item) => item.id).join(', ')}`,
    );
    process.exit(2);
  }
  const running = new Set<CaseContext>();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${suite}: ${signal} received, cleaning up`);
      void Promise.all([...running].map((context) => context.cleanUp()))
        .then(() => options.shared?.cleanUp())
        .finally(() => process.exit(130));
    });
  }
  process.on('unhandledRejection', (reason) => {
    console.error(`  unhandled rejection (ignored, the case checks decide): ${String(reason)}`);
  });

  const runCase = async (item: SuiteCase): Promise<CaseResult> => {
    console.log(`\n${suite}/${item.id}: ${item.title}`);
    const context = new CaseContext(item.id);
    running.add(context);
    const started = Date.now();
    let outcome: CaseResult['outcome'] = 'passed';
    let reason: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(() => item.run(context)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            context.abort('time is up');
            reject(new Error(`did not finish within ${item.timeoutMs / 1000} s`));
          }, item.timeoutMs);
        }),
      ]);
    } catch (error) {
      outcome = error instanceof CaseSkipped ? 'skipped' : 'failed';
      reason = error instanceof Error ? error.message : String(error);
      if (outcome === 'failed' && !(error instanceof CheckFailed) && error instanceof Error && error.stack) {
        console.log(error.stack);
      }
      if (outcome === 'failed') {
        for (const output of context.outputs) {
          console.log(`  --- last output of ${output.name} ---\n${output.tail().replace(/^/gm, '  | ')}`);
        }
      }
    } finally {
      clearTimeout(timer);
      context.abort('case ended');
      await context.cleanUp();
    }
    running.delete(context);
    const result: CaseResult = {
      id: item.id,
      title: item.title,
      outcome,
      durationMs: Date.now() - started,
      checks: context.checks,
      figures: context.figures,
      ...(reason ? { reason } : {}),
    };
    const label = outcome === 'passed' ? 'PASS' : outcome === 'failed' ? 'FAIL' : 'SKIPPED';
    console.log(
      `${label} ${suite}/${item.id} (${(result.durationMs / 1000).toFixed(1)} s)${reason ? `: ${reason}` : ''}`,
    );
    return result;
  };

  // In the suite's order: a case starts when one of the `concurrency` slots is free.
  const results = new Array<CaseResult>(chosen.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 1, chosen.length) }, async () => {
      while (next < chosen.length) {
        const index = next++;
        results[index] = await runCase(chosen[index]);
      }
    }),
  );

  await options.shared?.cleanUp();
  const passed = results.filter((result) => result.outcome === 'passed').length;
  const failed = results.filter((result) => result.outcome === 'failed').length;
  const skipped = results.filter((result) => result.outcome === 'skipped').length;
  mkdirSync(resultsDirectory, { recursive: true });
  const resultsFile = `${resultsDirectory}${suite}.json`;
  // A run of some cases keeps the last results of the others, in the suite's order.
  const previous =
    chosen.length < cases.length && existsSync(resultsFile)
      ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { results: CaseResult[] }).results
      : [];
  const merged = cases
    .map((item) => results.find((result) => result.id === item.id) ?? previous.find((result) => result.id === item.id))
    .filter((result): result is CaseResult => result !== undefined);
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ suite, finishedAt: new Date().toISOString(), results: merged }, null, 2)}\n`,
  );
  console.log('');
  for (const result of results.filter((item) => item.outcome !== 'passed')) {
    console.log(`${result.outcome === 'failed' ? 'FAILED ' : 'SKIPPED'} ${suite}/${result.id}: ${result.reason}`);
  }
  console.log(`${suite}: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Polls `probe` every `everyMs` until it returns something other than undefined; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 10_000, everyMs = 200, signal }: { timeoutMs?: number; everyMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs, signal);
  }
}
