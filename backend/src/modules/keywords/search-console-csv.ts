import { InvalidInputError } from '../../common/errors/domain.error.js';
import { CsvSyntaxError, parseCsv } from './csv.js';
import type { NewSearchConsoleRow } from './keywords.repository.js';

/** Column headings as Search Console writes them (UI export, API and Looker Studio), lowercased. */
const HEADINGS: Readonly<Record<keyof NewSearchConsoleRow, readonly string[]>> = {
  query: ['query', 'queries', 'top queries', 'search query'],
  page: ['page', 'pages', 'top pages', 'url', 'landing page'],
  clicks: ['clicks', 'url clicks'],
  impressions: ['impressions'],
  ctr: ['ctr', 'url ctr', 'site ctr'],
  position: ['position', 'average position', 'average position (site)'],
  date: ['date', 'day'],
};

const MAX_REPORTED_LINES = 50;
const MAX_TEXT = 2000;

type Column = keyof NewSearchConsoleRow;

function fail(message: string, errors: Record<string, string>): never {
  throw new InvalidInputError(message, errors);
}

function columnsOf(header: readonly string[], defaultDate: string | undefined): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((heading, index) => {
    const normalised = heading.trim().toLowerCase();
    const column = (Object.keys(HEADINGS) as Column[]).find((key) => HEADINGS[key].includes(normalised));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const missing: string[] = (['clicks', 'impressions'] as const).filter((column) => columns[column] === undefined);
  if (columns.query === undefined && columns.page === undefined) missing.push('query or page');
  if (columns.date === undefined && !defaultDate) missing.push('date');
  if (missing.length > 0) {
    fail(`The file has no ${missing.join(', ')} column`, {
      'line 1': `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    });
  }
  return columns;
}

function wholeNumber(value: string, name: string): number {
  const compact = value.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(compact)) throw new Error(`${name} must be a whole number`);
  const number = Number(compact);
  if (number > 2_147_483_647) throw new Error(`${name} is too large`);
  return number;
}

function ctrOf(value: string, clicks: number, impressions: number): number {
  const trimmed = value.trim();
  if (trimmed === '') return impressions === 0 ? 0 : clicks / impressions;
  const percent = trimmed.endsWith('%');
  const number = Number(trimmed.replace('%', '').replace(',', '.'));
  const fraction = percent ? number / 100 : number;
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
    throw new Error('ctr must be a percentage such as 12.5% or a fraction such as 0.125');
  }
  return fraction;
}

function positionOf(value: string): number {
  const number = Number(value.trim().replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(number) || number < 0) throw new Error('position must be a number');
  return number;
}

function dateOf(value: string): string {
  const trimmed = value.trim();
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? new Date(`${trimmed}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== trimmed) {
    throw new Error('date must look like 2024-05-31');
  }
  return trimmed;
}

function textOf(value: string | undefined, name: string): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > MAX_TEXT) throw new Error(`${name} is longer than ${MAX_TEXT} characters`);
  return trimmed;
}

/**
 * Reads a Search Console CSV export into rows. Every malformed line is reported by its number (up to 50) and
 * nothing is returned then, so an import is all or nothing. Repeated day + query + page rows keep the last one.
 */
export function parseSearchConsoleCsv(text: string, defaultDate?: string): NewSearchConsoleRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    fail(`Line ${error.line}: ${error.message}; nothing was imported`, { [`line ${error.line}`]: error.message });
  }
  if (records.length === 0) fail('The file is empty', { 'line 1': 'The file is empty' });
  const [header, ...lines] = records;
  const columns = columnsOf(header.cells, defaultDate);
  const cell = (cells: readonly string[], column: Column) =>
    columns[column] === undefined ? undefined : cells[columns[column]];

  const errors: Record<string, string> = {};
  const rows = new Map<string, NewSearchConsoleRow>();
  for (const { line, cells } of lines) {
    try {
      if (cells.length !== header.cells.length) {
        throw new Error(`expected ${header.cells.length} values, found ${cells.length}`);
      }
      const clicks = wholeNumber(cell(cells, 'clicks')!, 'clicks');
      const impressions = wholeNumber(cell(cells, 'impressions')!, 'impressions');
      const row: NewSearchConsoleRow = {
        date: columns.date === undefined ? defaultDate! : dateOf(cell(cells, 'date')!),
        query: textOf(cell(cells, 'query'), 'query'),
        page: textOf(cell(cells, 'page'), 'page'),
        clicks,
        impressions,
        ctr: ctrOf(cell(cells, 'ctr') ?? '', clicks, impressions),
        position: columns.position === undefined ? 0 : positionOf(cell(cells, 'position')!),
      };
      rows.set(JSON.stringify([row.date, row.query, row.page]), row);
    } catch (error) {
      if (Object.keys(errors).length < MAX_REPORTED_LINES) errors[`line ${line}`] = (error as Error).message;
      else break;
    }
  }
  const bad = Object.keys(errors);
  if (bad.length > 0) {
    const lineList = bad.map((key) => key.slice('line '.length)).join(', ');
    fail(`Malformed line${bad.length > 1 ? 's' : ''} ${lineList}; nothing was imported`, errors);
  }
  return [...rows.values()];
}
