import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManagedProcess } from '../support/processes.js';
import { sleep } from '../support/suite.js';

/** Node options that load the probe into the API process (see memory-probe.mjs). */
export const MEMORY_PROBE_NODE_ARGS = ['--import', fileURLToPath(new URL('./memory-probe.mjs', import.meta.url))];

/** glibc's malloc gives each thread arena a reservation of this size (HEAP_MAX_SIZE on 64-bit), aligned to it. */
const MALLOC_ARENA_RESERVATION = 64 * 1024 * 1024;

interface ProbeReport {
  memoryUsage: NodeJS.MemoryUsage;
  heap: { total_physical_size: number; malloced_memory: number; external_memory: number };
  spaces: Array<{ space_name: string; space_size: number; space_used_size: number; physical_space_size: number }>;
  code: { code_and_metadata_size: number; bytecode_and_metadata_size: number };
}

interface Mapping {
  start: number;
  end: number;
  perms: string;
  path: string;
  rss: number;
}

/** Where the resident memory of one process is, from the process itself and from /proc/<pid>/smaps. */
export interface MemoryBreakdown {
  rss: number;
  /** Mapped files: the node binary's code and data, shared libraries. */
  files: number;
  /** glibc's main arena (brk, `[heap]`). */
  mainArena: number;
  /** glibc's thread arenas (the libuv thread pool's zlib and crypto work, V8's helper threads). */
  threadArenas: { count: number; rss: number };
  /** Every other anonymous mapping: V8's heap pages, allocations malloc maps one by one, thread stacks. */
  otherAnonymous: number;
  /** V8's heap pages in memory, all spaces (they are among `otherAnonymous`). */
  v8Physical: number;
  v8Spaces: Record<string, { physical: number; used: number }>;
  heapUsed: number;
  /** Memory V8 allocated with malloc for itself, and memory outside the heap that JavaScript objects hold (Buffers). */
  v8Malloced: number;
  external: number;
  arrayBuffers: number;
}

function parseSmaps(text: string): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: parseInt(header[1], 16),
        end: parseInt(header[2], 16),
        perms: header[3],
        path: header[4],
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings[mappings.length - 1].rss = Number(rss[1]) * 1024;
  }
  return mappings;
}

/**
 * A thread arena is one 64 MB-aligned reservation: a read-write part in use followed by an inaccessible rest, 64 MB
 * together. V8's pages are aligned to 256 KB and sized otherwise, so they do not match.
 */
function threadArenaStarts(mappings: Mapping[]): Set<number> {
  const starts = new Set<number>();
  mappings.forEach((mapping, i) => {
    if (mapping.path !== '' || mapping.perms !== 'rw-p' || mapping.start % MALLOC_ARENA_RESERVATION !== 0) return;
    const next = mappings[i + 1];
    const end =
      next && next.start === mapping.end && next.perms === '---p' && next.path === '' ? next.end : mapping.end;
    if (end - mapping.start === MALLOC_ARENA_RESERVATION) starts.add(mapping.start);
  });
  return starts;
}

async function probe(process: ManagedProcess): Promise<ProbeReport> {
  const file = join(tmpdir(), `pp-memory-probe-${process.pid}.json`);
  rmSync(file, { force: true });
  process.kill('SIGPWR');
  for (let waited = 0; waited < 100; waited++) {
    await sleep(100);
    if (existsSync(file)) {
      try {
        const report = JSON.parse(readFileSync(file, 'utf8')) as ProbeReport;
        rmSync(file, { force: true });
        return report;
      } catch {
        // still being written
      }
    }
  }
  throw new Error(`the API process wrote no memory probe to ${file} within 10 s (started without the probe?)`);
}

/** The breakdown of an API process started with `MEMORY_PROBE_NODE_ARGS`. */
export async function memoryBreakdown(process: ManagedProcess): Promise<MemoryBreakdown> {
  const report = await probe(process);
  const mappings = parseSmaps(readFileSync(`/proc/${process.pid}/smaps`, 'utf8'));
  const arenas = threadArenaStarts(mappings);
  const sum = (list: Mapping[]) => list.reduce((total, mapping) => total + mapping.rss, 0);
  const anonymous = mappings.filter((mapping) => mapping.path === '');
  return {
    rss: sum(mappings),
    files: sum(mappings.filter((mapping) => mapping.path.startsWith('/'))),
    mainArena: sum(mappings.filter((mapping) => mapping.path === '[heap]')),
    threadArenas: { count: arenas.size, rss: sum(anonymous.filter((mapping) => arenas.has(mapping.start))) },
    otherAnonymous: sum(
      mappings.filter(
        (mapping) =>
          (mapping.path === '' && !arenas.has(mapping.start)) ||
          (mapping.path.startsWith('[') && mapping.path !== '[heap]'),
      ),
    ),
    v8Physical: report.heap.total_physical_size,
    v8Spaces: Object.fromEntries(
      report.spaces.map((space) => [
        space.space_name,
        { physical: space.physical_space_size, used: space.space_used_size },
      ]),
    ),
    heapUsed: report.memoryUsage.heapUsed,
    v8Malloced: report.heap.malloced_memory,
    external: report.memoryUsage.external,
    arrayBuffers: report.memoryUsage.arrayBuffers,
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One line for the table: RSS split by where it lives, the V8 spaces that hold most. */
export function breakdownText(breakdown: MemoryBreakdown): string {
  const spaces = Object.entries(breakdown.v8Spaces)
    .filter(([, space]) => space.physical >= 1024 * 1024)
    .sort(([, a], [, b]) => b.physical - a.physical)
    .map(([name, space]) => `${name.replace(/_space$/, '')} ${mb(space.physical)}`)
    .join(', ');
  const nativeAnonymous = breakdown.otherAnonymous - breakdown.v8Physical;
  return (
    `RSS ${mb(breakdown.rss)} MB = V8 heap ${mb(breakdown.v8Physical)} (${spaces}; live ${mb(breakdown.heapUsed)}) + ` +
    `malloc main arena ${mb(breakdown.mainArena)} + ${breakdown.threadArenas.count} thread arenas ` +
    `${mb(breakdown.threadArenas.rss)} + other anonymous ${mb(nativeAnonymous)} + files ${mb(breakdown.files)}; ` +
    `external ${mb(breakdown.external)} (array buffers ${mb(breakdown.arrayBuffers)}), V8 malloc ${mb(breakdown.v8Malloced)}`
  );
}
