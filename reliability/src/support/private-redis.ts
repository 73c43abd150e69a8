import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManagedProcess, freePort } from './processes.js';
import { sleep, type CaseContext } from './suite.js';

/** Answers whether a Redis server on the port says PONG within 500 ms. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/**
 * A Redis server of the suite's own on a free loopback port (the shared one on 6379 is never touched). With
 * `persistent`, it keeps an append-only file in a temporary directory, as the docker-compose deployment does
 * (`--appendonly yes`), so that a stop and start keeps the queues.
 */
export class PrivateRedis {
  private process: ManagedProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly directory: string,
    private readonly persistent: boolean,
  ) {}

  static async start(context: CaseContext, options: { persistent?: boolean } = {}): Promise<PrivateRedis> {
    const directory = mkdtempSync(join(tmpdir(), 'pp-reliability-redis-'));
    const redis = new PrivateRedis(await freePort(), directory, options.persistent ?? false);
    context.defer('remove the Redis directory', () => rmSync(directory, { recursive: true, force: true }));
    context.defer('stop the private Redis', () => redis.stop());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server again on the same port and directory (after `stop`). */
  async up(): Promise<void> {
    if (this.process?.running) return;
    const persistence = this.persistent ? ['--appendonly', 'yes', '--save', ''] : ['--appendonly', 'no', '--save', ''];
    this.process = ManagedProcess.start(
      `redis:${this.port}`,
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.directory,
        '--daemonize',
        'no',
        ...persistence,
      ],
      { env: { PATH: process.env.PATH } },
    );
    const deadline = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (!this.process.running) throw new Error(`redis-server ended: ${this.process.tail()}`);
      if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not answer within 10 s`);
      await sleep(50);
    }
  }

  /** Stops the server as `redis-cli shutdown` or `docker compose stop` would (SIGTERM: the AOF is flushed). */
  async stop(): Promise<void> {
    await this.process?.stop(10_000);
  }

  /** Stops the server process without closing its connections (SIGSTOP): a hung server. */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  get running(): boolean {
    return this.process?.running ?? false;
  }
}
