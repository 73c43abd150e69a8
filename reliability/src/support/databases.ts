import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, runCommand } from './processes.js';
import { sleep, type CaseContext } from './suite.js';

/** The PostgreSQL server the suites create their scratch databases on (CI: postgres://postgres@127.0.0.1:5432/test). */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: these suites need a PostgreSQL server (see docs/RELIABILITY.md)');
  return url;
}

/** Runs one statement on its own connection. */
export async function query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on the shared server for one case, dropped afterwards (the server itself is never touched). */
export async function createScratchDatabase(context: CaseContext): Promise<string> {
  const adminUrl = serverUrl();
  const name = `pp_reliability_${randomBytes(5).toString('hex')}`;
  await query(adminUrl, `CREATE DATABASE ${name}`);
  context.defer(`drop database ${name}`, () => query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function postgresBinDirectory(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => existsSync(join(root, entry, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (set PG_BINDIR)');
  return join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL cluster of the suite's own (initdb + pg_ctl in a temporary directory, on a free loopback port), so that a
 * case can stop and start a real server without touching the shared one. PostgreSQL refuses to run as root, so as
 * root the commands run as the `postgres` user.
 */
export class PrivateCluster {
  private constructor(
    readonly port: number,
    private readonly directory: string,
    private readonly bin: string,
  ) {}

  static async start(context: CaseContext): Promise<PrivateCluster> {
    const directory = mkdtempSync(join(tmpdir(), 'pp-reliability-pg-'));
    context.defer('remove the cluster directory', () => rmSync(directory, { recursive: true, force: true }));
    const cluster = new PrivateCluster(await freePort(), directory, postgresBinDirectory());
    if (userInfo().uid === 0) {
      const postgresUser = await runCommand('id', ['-u', 'postgres']);
      const postgresGroup = await runCommand('id', ['-g', 'postgres']);
      chownSync(directory, Number(postgresUser.output.trim()), Number(postgresGroup.output.trim()));
    }
    await cluster.pg('initdb', [
      '-D',
      cluster.dataDirectory,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    context.defer('stop the private PostgreSQL', () => cluster.stop('immediate'));
    await cluster.up();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDirectory(): string {
    return join(this.directory, 'data');
  }

  async up(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.directory}`,
      '-c fsync=off',
      '-c max_connections=50',
    ].join(' ');
    await this.pg('pg_ctl', [
      '-D',
      this.dataDirectory,
      '-o',
      options,
      '-l',
      join(this.directory, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await query(this.url, 'select 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(100);
      }
    }
  }

  /** `fast` is a clean restart's stop (sessions are ended); `immediate` is a crash-like stop. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!existsSync(join(this.dataDirectory, 'postmaster.pid'))) return;
    await this.pg('pg_ctl', ['-D', this.dataDirectory, '-m', mode, '-w', '-t', '30', 'stop'], true);
  }

  private async pg(tool: string, args: string[], allowFailure = false): Promise<void> {
    const command = join(this.bin, tool);
    const asRoot = userInfo().uid === 0;
    await runCommand(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      cwd: this.directory,
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
      timeoutMs: 60_000,
      allowFailure,
    });
  }
}
