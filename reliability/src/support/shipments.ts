import { randomInt } from 'node:crypto';
import { query } from './databases.js';
import { field, http } from './http.js';

/** DHL piece numbers (JJD + digits, no check digit): detected as DHL only, so the DHL adapter alone is asked. */
export function dhlNumbers(count: number): string[] {
  const base = randomInt(10 ** 9, 10 ** 10 - count);
  return Array.from({ length: count }, (_, index) => `JJD00${base + index}`);
}

/** Looks the numbers up through the API (`concurrency` at a time); throws unless each answers 200. */
export async function lookUpAll(baseUrl: string, numbers: string[], concurrency = 4): Promise<void> {
  const queue = [...numbers];
  const worker = async () => {
    for (let number = queue.shift(); number !== undefined; number = queue.shift()) {
      const answer = await http(`${baseUrl}/api/tracking/${number}`, { timeoutMs: 30_000 });
      if (answer.status !== 200 || field(answer, 'status') === false) {
        throw new Error(`lookup of ${number} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Makes the stored shipments due for a background refresh now, as four hours passing would (in transit: every 4 h). */
export async function makeDue(databaseUrl: string, numbers: string[]): Promise<void> {
  await query(
    databaseUrl,
    `UPDATE tracking_codes SET next_check_at = now() - interval '1 second', last_checked_at = now() - interval '4 hours'
     WHERE code = ANY($1)`,
    [numbers],
  );
}

/** Stored events per number (numbers without a row count 0). */
export async function eventCounts(databaseUrl: string, numbers: string[]): Promise<Map<string, number>> {
  const rows = await query<{ code: string; events: string }>(
    databaseUrl,
    `SELECT c.code, count(e.id) AS events FROM tracking_codes c LEFT JOIN tracking_events e ON e.tracking_code_id = c.id
     WHERE c.code = ANY($1) GROUP BY c.code`,
    [numbers],
  );
  const counts = new Map(numbers.map((number) => [number, 0]));
  for (const row of rows) counts.set(row.code, Number(row.events));
  return counts;
}

/** Events stored more than once for the same shipment, time and text (there must be none). */
export async function duplicateEvents(databaseUrl: string): Promise<number> {
  const rows = await query<{ duplicates: string }>(
    databaseUrl,
    `SELECT count(*) AS duplicates FROM (
       SELECT 1 FROM tracking_events GROUP BY tracking_code_id, occurred_at, description HAVING count(*) > 1
     ) AS repeated`,
  );
  return Number(rows[0]?.duplicates ?? 0);
}
