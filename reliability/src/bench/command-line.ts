import { mkdirSync } from 'node:fs';

/** `--name value` from the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

/**
 * Node options that make a process write a V8 CPU profile into `directory` when it stops (`<name>.cpuprofile`, for
 * Chrome DevTools or `profile-summary.ts`) and a heap snapshot there on SIGUSR2; none when `directory` is ''.
 */
export function cpuProfileArgs(directory: string, name: string): string[] {
  if (!directory) return [];
  mkdirSync(directory, { recursive: true });
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${directory}`,
    `--cpu-prof-name=${name}.cpuprofile`,
    '--heapsnapshot-signal=SIGUSR2',
    `--diagnostic-dir=${directory}`,
  ];
}
