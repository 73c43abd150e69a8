import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 CPU profile (`npm run bench -- --cpu-profile DIR` writes them): the frames with the most self time,
 * the frames with the most total time (the time of everything they called counted once), and self time by owner (a
 * package in node_modules, a folder of the backend, Node's own code, the garbage collector, idle).
 * `node --import @swc-node/register/esm-register reliability/src/bench/profile-summary.ts FILE.cpuprofile [TOP] [FROM_S]
 * [TO_S]`
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/');
  const where = file ? ` ${file.replace(/^.*\/(backend|frontend-public)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** Who a frame's code belongs to: a package, a folder of our code, Node itself, or V8's own entries. */
function owner(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packageMatch = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(backend\/dist\/(?:modules\/[^/]+|[^/]+)|frontend-public\/dist-ssr)/.exec(url);
  return ours ? ours[1] : url;
}

/**
 * Busy share per 10 s of the profile, to find the load's windows: the profile also holds start-up and whatever ran
 * between benchmarks.
 */
function timeline(profile: CpuProfile, idleId: number | undefined): string {
  const buckets: Array<{ busy: number; all: number }> = [];
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const bucket = (buckets[Math.floor(at / 10e6)] ??= { busy: 0, all: 0 });
    bucket.all += profile.timeDeltas[i] ?? 0;
    if (id !== idleId) bucket.busy += profile.timeDeltas[i] ?? 0;
  });
  return buckets.map((b, i) => `${i * 10}s ${Math.round((100 * b.busy) / (b.all || 1))}%`).join(', ');
}

/** Summarises the samples between `fromS` and `toS` seconds after the profile's start. */
export function summarise(profile: CpuProfile, top: number, fromS = 0, toS = Infinity): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMicros = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromS * 1e6 || at > toS * 1e6) return;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  const idle = [...selfMicros].reduce(
    (sum, [id, t]) => sum + (byId.get(id)?.callFrame.functionName === '(idle)' ? t : 0),
    0,
  );
  const busy = total - idle;

  const selfByFrame = new Map<string, number>();
  const totalByFrame = new Map<string, number>();
  const selfByOwner = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const node = byId.get(id)!;
    const name = frameName(node);
    selfByFrame.set(name, (selfByFrame.get(name) ?? 0) + micros);
    selfByOwner.set(owner(node), (selfByOwner.get(owner(node)) ?? 0) + micros);
    // Every frame on the stack gets the sample once, however often it recurs.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(byId.get(at)!);
      if (!seen.has(frame)) totalByFrame.set(frame, (totalByFrame.get(frame) ?? 0) + micros);
      seen.add(frame);
    }
  }
  const percent = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
  const list = (title: string, values: Map<string, number>, skip: (name: string) => boolean) =>
    [
      title,
      ...[...values]
        .filter(([name]) => !skip(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, micros]) => `  ${percent(micros)}  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`),
    ].join('\n');
  const v8Entries = (name: string) => /^\((idle|root|program)\)/.test(name);
  const idleId = profile.nodes.find((node) => node.callFrame.functionName === '(idle)')?.id;
  return [
    `busy share per 10 s: ${timeline(profile, idleId)}`,
    `window ${fromS}-${toS} s: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages are of busy time)`,
    list('self time by frame', selfByFrame, (name) => name.startsWith('(idle)')),
    list('total time by frame', totalByFrame, v8Entries),
    list('self time by owner', selfByOwner, (name) => name === '(idle)'),
  ].join('\n\n');
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [TOP] [FROM_S] [TO_S]');
  const [top, from, to] = [process.argv[3] ?? '25', process.argv[4] ?? '0', process.argv[5] ?? 'Infinity'].map(Number);
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top, from, to));
}
