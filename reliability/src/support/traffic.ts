import { http, percentile } from './http.js';
import { sleep } from './suite.js';

export interface TrafficTarget {
  name: string;
  path: string;
}

interface PhaseStats {
  requests: number;
  failures: Array<{ target: string; status: number; error?: string }>;
  latencies: number[];
}

export interface PhaseSummary {
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The first few failures, for the failure message. */
  examples: string[];
}

/**
 * Steady visitor traffic during a fault: `concurrency` loops, each asking the next target, with a short pause. Every
 * answer other than 200 counts as a failure of the phase current at the time the request was sent.
 */
export class Traffic {
  private phase = 'before';
  private readonly phases = new Map<string, PhaseStats>();
  private running = false;
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly baseUrl: string,
    private readonly targets: TrafficTarget[],
    private readonly concurrency: number,
    private readonly pauseMs = 20,
  ) {}

  start(phase: string): void {
    this.mark(phase);
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, (_, index) => this.loop(index));
  }

  mark(phase: string): void {
    this.phase = phase;
    if (!this.phases.has(phase)) this.phases.set(phase, { requests: 0, failures: [], latencies: [] });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  summary(phase: string): PhaseSummary {
    const stats = this.phases.get(phase) ?? { requests: 0, failures: [], latencies: [] };
    return {
      requests: stats.requests,
      failed: stats.failures.length,
      p50Ms: Math.round(percentile(stats.latencies, 50)),
      p99Ms: Math.round(percentile(stats.latencies, 99)),
      maxMs: Math.round(Math.max(0, ...stats.latencies)),
      examples: stats.failures
        .slice(0, 5)
        .map((failure) => `${failure.target}: ${failure.status}${failure.error ? ` ${failure.error}` : ''}`),
    };
  }

  private async loop(offset: number): Promise<void> {
    for (let index = offset; this.running; index++) {
      const target = this.targets[index % this.targets.length];
      const stats = this.phases.get(this.phase)!;
      const answer = await http(`${this.baseUrl}${target.path}`, { timeoutMs: 10_000 });
      stats.requests += 1;
      stats.latencies.push(answer.ms);
      if (answer.status !== 200)
        stats.failures.push({ target: target.name, status: answer.status, error: answer.error });
      await sleep(this.pauseMs);
    }
  }
}
