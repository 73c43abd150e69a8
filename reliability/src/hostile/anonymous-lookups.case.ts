import { query } from '../support/databases.js';
import { http } from '../support/http.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { hostileProduct } from './hostile-product.js';

const NUMBERS = 120;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Numbers a visitor could make up: letters and digits of every length a number may have, spaced and in lower case. */
function madeUpNumbers(count: number): string[] {
  let state = 42;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => {
    const length = 8 + Math.floor(next() * 26);
    const raw = Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
    // A third are all digits (the shape of many carriers' numbers), a third typed with spaces and in lower case.
    if (index % 3 === 0) return raw.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) % 10));
    if (index % 3 === 1) return `${raw.slice(0, 4)} ${raw.slice(4)}`.toLowerCase();
    return raw;
  });
}

async function rowCounts(databaseUrl: string): Promise<Map<string, number>> {
  const tables = await query<{ table_name: string }>(
    databaseUrl,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
     ORDER BY table_name`,
  );
  const counts = new Map<string, number>();
  for (const { table_name: table } of tables) {
    const [{ total }] = await query<{ total: number }>(databaseUrl, `SELECT count(*)::int AS total FROM "${table}"`);
    counts.set(table, total);
  }
  return counts;
}

/**
 * Security finding 2 (issue 18): anonymous lookups of numbers nobody knows stored a row each and scheduled it for 30
 * days. On an install without carrier keys, 120 made-up numbers (one by one and in batches of 40) leave every table as
 * it was, and no number is due for a refresh.
 */
export const anonymousLookups = (shared: CaseContext): SuiteCase => ({
  id: 'anonymous-lookups',
  title: 'Anonymous lookups of made-up numbers store and schedule nothing',
  timeoutMs: 300_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const before = await rowCounts(product.databaseUrl);
    const numbers = madeUpNumbers(NUMBERS);
    const states = new Map<string, number>();
    const count = (state: string) => states.set(state, (states.get(state) ?? 0) + 1);
    const refused: string[] = [];
    for (const number of numbers.slice(0, NUMBERS / 3)) {
      const answer = await http(`${product.baseUrl}/api/tracking/${encodeURIComponent(number)}`);
      if (answer.status !== 200) refused.push(`GET ${number}: ${answer.status}`);
      else count(String((answer.body as { lookupState?: unknown }).lookupState));
    }
    const batched = numbers.slice(NUMBERS / 3);
    for (let start = 0; start < batched.length; start += 40) {
      const answer = await http(`${product.baseUrl}/api/tracking/batch`, {
        method: 'POST',
        body: { codes: batched.slice(start, start + 40) },
      });
      if (answer.status !== 200) refused.push(`POST batch from ${start}: ${answer.status}`);
      else
        for (const result of (answer.body as { results: Array<{ lookupState: string }> }).results)
          count(result.lookupState);
    }
    context.check(
      refused.length === 0,
      'every lookup (40 one by one, 80 in batches of 40) answers 200',
      refused.join(', '),
    );
    context.figure('lookups', NUMBERS);
    context.figure('answered as', [...states].map(([state, total]) => `${state} ${total}`).join(', '));
    const after = await rowCounts(product.databaseUrl);
    const changed = [...after].filter(([table, total]) => before.get(table) !== total);
    context.check(
      changed.length === 0,
      `the row count of every table (${after.size}) is unchanged`,
      changed.map(([table, total]) => `${table}: ${before.get(table)} → ${total}`).join(', '),
    );
    const [{ due }] = await query<{ due: number }>(
      product.databaseUrl,
      `SELECT count(*)::int AS due FROM tracking_codes WHERE code = ANY($1) AND next_check_at IS NOT NULL`,
      [numbers.map((number) => number.replace(/[\s-]/g, '').toUpperCase())],
    );
    context.check(due === 0, 'none of the numbers is scheduled for a refresh', `${due} scheduled`);
  },
});
