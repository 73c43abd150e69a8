import { query } from '../support/databases.js';
import type { FakeDhl } from '../support/fake-dhl.js';
import { http } from '../support/http.js';
import { dhlNumbers } from '../support/shipments.js';
import { sleep, type CaseContext } from '../support/suite.js';
import { median, ms, perSecond, type BenchRow } from './bench-table.js';

const P2_CARRIER_MS = 200;
const P2_SAMPLES = 15;
const P2_CONCURRENT = 100;
const P2_MAX_OVERHEAD_MS = 30;
const P3_CARRIER_MS = 100;
const P3_MIN_SHARE = 0.9;

/** Milliseconds one call takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function lookUp(baseUrl: string, number: string): Promise<void> {
  const answer = await http(`${baseUrl}/api/tracking/${number}`, { timeoutMs: 30_000 });
  if (answer.status !== 200) throw new Error(`lookup of ${number} answered ${answer.status}: ${answer.text}`);
}

/**
 * P2: cold lookups (numbers never seen, so the product must ask the carrier) against a loopback DHL answering in
 * 200 ms, one at a time, side by side with calls made straight to that carrier; then 100 concurrent lookups of one
 * new number, counting the carrier calls they caused.
 */
export async function benchColdLookup(context: CaseContext, baseUrl: string, dhl: FakeDhl): Promise<BenchRow> {
  dhl.behaviour = { kind: 'shipment', events: 3, delayMs: P2_CARRIER_MS };
  const [warmUp, ...numbers] = dhlNumbers(P2_SAMPLES * 2 + 1);
  await lookUp(baseUrl, warmUp);
  const carrier: number[] = [];
  const product: number[] = [];
  for (let index = 0; index < P2_SAMPLES; index += 1) {
    carrier.push(
      await timed(() =>
        http(`${dhl.baseUrl}/track/shipments?trackingNumber=${numbers[P2_SAMPLES + index]}`, {
          headers: { 'DHL-API-Key': 'bench' },
        }),
      ),
    );
    product.push(await timed(() => lookUp(baseUrl, numbers[index])));
  }
  const overhead = median(product) - median(carrier);

  const [shared] = dhlNumbers(1);
  await Promise.all(Array.from({ length: P2_CONCURRENT }, () => lookUp(baseUrl, shared)));
  const calls = dhl.calls({ number: shared }).length;
  context.log(`P2 carrier ms ${carrier.map(Math.round).join(',')}; product ms ${product.map(Math.round).join(',')}`);
  return {
    p: 'P2',
    what: `cold lookup, loopback carrier answering in ${P2_CARRIER_MS} ms (median of ${P2_SAMPLES})`,
    raw: `${ms(median(product))}; ${P2_CONCURRENT} concurrent identical → ${calls} carrier call(s)`,
    baseline: `${ms(median(carrier))} (the carrier called directly)`,
    ratio: `+${ms(overhead)} overhead`,
    target: `overhead <= ${P2_MAX_OVERHEAD_MS} ms, 1 carrier call`,
    met: overhead <= P2_MAX_OVERHEAD_MS && calls === 1,
  };
}

/**
 * P3: `count` stored DHL shipments all made due at once; the background refresh (scheduler + tracking-refresh
 * workers of the API process) against a loopback DHL answering in 100 ms, timed until every one was checked again.
 * The baseline is the theoretical rate, TRACKING_REFRESH_CONCURRENCY calls at a time of 100 ms each.
 */
export async function benchRefresh(
  context: CaseContext,
  databaseUrl: string,
  dhl: FakeDhl,
  count: number,
  concurrency: number,
): Promise<BenchRow> {
  dhl.behaviour = { kind: 'shipment', events: 3, delayMs: P3_CARRIER_MS };
  const codes = dhlNumbers(count);
  await query(
    databaseUrl,
    `INSERT INTO tracking_codes (code, status, carrier_code, last_checked_at, next_check_at)
     SELECT code, 'in transit', 'dhl', now() - interval '4 hours', now() + interval '1 day' FROM unnest($1::text[]) AS code`,
    [codes],
  );
  const started = new Date();
  const startedAt = performance.now();
  await query(
    databaseUrl,
    `UPDATE tracking_codes SET next_check_at = now() - interval '1 second' WHERE code = ANY($1)`,
    [codes],
  );
  let checked = 0;
  let lastReport = performance.now();
  while (checked < count) {
    await sleep(250, context.signal);
    const rows = await query<{ checked: string }>(
      databaseUrl,
      `SELECT count(*) AS checked FROM tracking_codes WHERE code = ANY($1) AND last_checked_at >= $2`,
      [codes, started],
    );
    checked = Number(rows[0]?.checked ?? 0);
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      context.log(`P3 ${checked}/${count} checked, ${dhl.calls().length} carrier calls so far`);
    }
  }
  const elapsedS = (performance.now() - startedAt) / 1000;
  const rate = count / elapsedS;
  const theoretical = concurrency / (P3_CARRIER_MS / 1000);
  const share = rate / theoretical;
  context.log(`P3 ${count} refreshed in ${elapsedS.toFixed(1)} s`);
  return {
    p: 'P3',
    what: `background refresh of ${count.toLocaleString('en-US')} due shipments, carrier ${P3_CARRIER_MS} ms`,
    raw: `${perSecond(rate)} (${elapsedS.toFixed(1)} s)`,
    baseline: `${perSecond(theoretical)} (${concurrency} ÷ ${P3_CARRIER_MS} ms)`,
    ratio: `${share.toFixed(2)}x`,
    target: `>= ${P3_MIN_SHARE}x`,
    met: share >= P3_MIN_SHARE,
  };
}
