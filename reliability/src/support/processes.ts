import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sleep } from './suite.js';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const OUTPUT_LIMIT = 512 * 1024;

/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat (100 on every Linux build in use). */
const CLOCK_TICKS_PER_SECOND = 100;

/** A child process started by a suite: its output kept (the last 512 KB), stopped by its own pid only. */
export class ManagedProcess {
  private output = '';
  private readonly exit: Promise<void>;

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    /** Where the process's standard output goes instead of this object (a log file, as deployed). */
    private readonly stdoutFile?: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
      if (this.output.length > OUTPUT_LIMIT) this.output = this.output.slice(-OUTPUT_LIMIT / 2);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = new Promise((resolve) => child.once('exit', () => resolve()));
    child.once('error', (error) => keep(Buffer.from(`spawn error: ${error.message}\n`)));
  }

  /** With `stdoutFile`, standard output is appended to that file by the child itself (as a deployed log is). */
  static start(
    name: string,
    command: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; cwd?: string; stdoutFile?: string },
  ): ManagedProcess {
    const stdout = options.stdoutFile === undefined ? 'pipe' : openSync(options.stdoutFile, 'a');
    const child = spawn(command, args, {
      cwd: options.cwd ?? repositoryRoot,
      env: options.env,
      stdio: ['ignore', stdout, 'pipe'],
    });
    if (typeof stdout === 'number') closeSync(stdout);
    return new ManagedProcess(name, child, options.stdoutFile);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get exitDescription(): string {
    return this.child.signalCode ? `signal ${this.child.signalCode}` : `exit code ${this.child.exitCode}`;
  }

  logs(): string {
    return this.output;
  }

  /** The last lines of output, for failure messages. */
  tail(lines = 30): string {
    const written = this.stdoutFile === undefined ? '' : readFileSync(this.stdoutFile, 'utf8').slice(-OUTPUT_LIMIT);
    return `${written}${this.output}`.trimEnd().split('\n').slice(-lines).join('\n');
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  async exited(timeoutMs: number): Promise<boolean> {
    if (!this.running) return true;
    return Promise.race([this.exit.then(() => true), sleep(timeoutMs).then(() => !this.running)]);
  }

  /** SIGTERM, then SIGKILL when it has not exited after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.kill('SIGTERM');
    if (await this.exited(graceMs)) return;
    this.kill('SIGKILL');
    await this.exited(5000);
  }

  async waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (!this.running) throw new Error(`${this.name} ended (${this.exitDescription}):\n${this.tail()}`);
      if (Date.now() > deadline)
        throw new Error(`${this.name} printed no ${pattern} within ${timeoutMs} ms:\n${this.tail()}`);
      await sleep(100);
    }
  }

  /** Resident memory in bytes (VmRSS), or undefined once the process is gone. */
  residentBytes(): number | undefined {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
      return match ? Number(match[1]) * 1024 : undefined;
    } catch {
      return undefined;
    }
  }

  /** CPU time the process has used so far, user and system apart, in seconds, from /proc; undefined once it is gone. */
  cpuTimes(): { user: number; system: number } | undefined {
    try {
      const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { user: Number(fields[11]) / CLOCK_TICKS_PER_SECOND, system: Number(fields[12]) / CLOCK_TICKS_PER_SECOND };
    } catch {
      return undefined;
    }
  }

  /** CPU time (user + system) the process has used so far, in seconds; undefined once it is gone. */
  cpuSeconds(): number | undefined {
    const times = this.cpuTimes();
    return times && times.user + times.system;
  }
}

/** A loopback port with nothing listening on it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs a command to its end and returns its output; throws with that output when it fails. */
export async function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; allowFailure?: boolean } = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repositoryRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0 && !options.allowFailure) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
  }
  return { code, output };
}
