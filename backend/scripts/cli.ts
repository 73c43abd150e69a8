/** Small helpers shared by the command-line scripts and benchmarks. */

/** `--name value` from the command line, or the fallback. */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

/** A one-line progress bar on stderr, redrawn in place on a terminal, a line per 10% otherwise. */
export function progressBar(total: number, label: string): (done: number) => void {
  const started = Date.now();
  let lastTenth = -1;
  return (done: number) => {
    const share = total === 0 ? 1 : done / total;
    const rate = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    const line = `${label} [${bar}] ${(share * 100).toFixed(0).padStart(3)}% ${done}/${total} (${rate}/s)`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stderr.write(`${line}\n`);
    }
  };
}
