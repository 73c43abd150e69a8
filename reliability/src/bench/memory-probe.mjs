// Loaded into the API process by the benchmarks (`node --import <this file> backend/dist/main.js`), so that P8 can say
// where the resident memory is: what only the process itself can tell (V8's heap spaces, code, malloc'ed and external
// memory). It does nothing until it receives MEMORY_PROBE_SIGNAL; it then writes one JSON file beside the system's
// temporary files, named after the process id, which the bench reads (memory-breakdown.ts). Plain JavaScript, so the
// API process loads it without a TypeScript loader. SIGPWR because SIGUSR1 starts the inspector and SIGUSR2 is the
// heap snapshot signal of `--cpu-profile`.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';

process.on('SIGPWR', () => {
  const report = {
    memoryUsage: process.memoryUsage(),
    heap: v8.getHeapStatistics(),
    spaces: v8.getHeapSpaceStatistics(),
    code: v8.getHeapCodeStatistics(),
  };
  writeFileSync(join(tmpdir(), `pp-memory-probe-${process.pid}.json`), JSON.stringify(report));
});
