import { cpus, loadavg } from 'node:os';

/** One line of the benchmark table: a measured figure next to the baseline measured in the same run. */
export interface BenchRow {
  p: string;
  what: string;
  /** The product's raw figure, with its unit. */
  raw: string;
  /** The baseline's raw figure, with its unit ('—' when the target is absolute). */
  baseline: string;
  /** The figure the target is stated in (a ratio, an overhead, a count), with its unit. */
  ratio: string;
  target: string;
  /** undefined: not measured in this run (see `note`). */
  met: boolean | undefined;
  note?: string;
}

export function notMeasured(p: string, what: string, target: string, reason: string): BenchRow {
  return { p, what, raw: '—', baseline: '—', ratio: '—', target, met: undefined, note: reason };
}

const COLUMNS = ['#', 'what', 'raw figure', 'baseline', 'ratio', 'target', 'result'] as const;

function cells(row: BenchRow): string[] {
  const result = row.met === undefined ? 'not measured' : row.met ? 'met' : 'NOT met';
  return [row.p, row.what, row.raw, row.baseline, row.ratio, row.target, result];
}

/** The machine's load average (1, 5 and 15 minutes) as one reading, e.g. `0.52/0.31/0.20`. */
export function loadReading(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join('/');
}

/**
 * Cores, CPU model, Node, and the load average read before the run: every figure is a ratio to a baseline measured
 * beside it, but the absolute ones (p99, Lighthouse's throttled CPU) still move with what else the machine runs.
 */
export function machineLine(loadBefore: string): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average ${loadBefore} before the run`;
}

/** The table as aligned plain text, for the terminal. */
export function textTable(rows: BenchRow[]): string {
  const table = rows.map(cells);
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
  const line = (values: readonly string[]) => values.map((value, column) => value.padEnd(widths[column])).join('  ');
  const notes = rows.filter((row) => row.note).map((row) => `${row.p}: ${row.note}`);
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...table.map(line), '', ...notes].join('\n');
}

/** The same table in Markdown, for docs/PERFORMANCE.md. */
export function markdownTable(rows: BenchRow[]): string {
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  const line = (values: readonly string[]) => `| ${values.map(escape).join(' | ')} |`;
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.p}: ${row.note}`);
  return [line(COLUMNS), line(COLUMNS.map(() => '---')), ...rows.map((row) => line(cells(row))), '', ...notes].join(
    '\n',
  );
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')}/s`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
