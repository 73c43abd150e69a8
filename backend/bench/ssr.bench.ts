import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { argument } from '../scripts/cli.js';

/**
 * The server render of a courier page (GET /couriers/usps, HTML with content, head tags and data), side by side with
 * the API call the page's data needs (GET /api/public/carriers/usps) and the unrendered shell page (GET /admin), on
 * the real app over HTTP. Needs the frontends built (`npm run build`) and PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and Redis as the backend tests do.
 * `--page PATH` measures another page as well, e.g. the visitor's list (`/my-tracking-list`), which the page cache
 * never keeps, so each request is a render (kept pages, tracking results included, are measured as visitors get them:
 * from the page cache after the first request). Each line also gives this process's CPU time per request (the app
 * and the requests run in it): on a shared machine that moves far less with the load than the wall time.
 */
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
// Imported after the default is set: the test environment reads TEST_DATABASE_URL when it is loaded.
const { startTestApp } = await import('../src/testing/test-app.js');
const rounds = Number(argument('rounds', '200'));
const page = argument('page', '');

const t = await startTestApp({ LOG_LEVEL: 'silent' });
try {
  const server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function measure(
    path: string,
  ): Promise<{ median: number; p95: number; cpuUs: number; bytes: number; status: number }> {
    const times: number[] = [];
    let bytes = 0;
    let status = 0;
    let cpuFrom = process.cpuUsage();
    for (let round = 0; round < rounds + 10; round++) {
      if (round === 10) cpuFrom = process.cpuUsage();
      const started = process.hrtime.bigint();
      const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html,application/json' } });
      const body = await response.arrayBuffer();
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (round >= 10) times.push(elapsed); // the first ten warm up the code and the caches
      bytes = body.byteLength;
      status = response.status;
    }
    const cpu = process.cpuUsage(cpuFrom);
    times.sort((a, b) => a - b);
    return {
      median: times[Math.floor(times.length / 2)],
      p95: times[Math.floor(times.length * 0.95)],
      cpuUs: (cpu.user + cpu.system) / rounds,
      bytes,
      status,
    };
  }

  const other = page ? await measure(page) : undefined;
  const rendered = await measure('/couriers/usps');
  const api = await measure('/api/public/carriers/usps');
  const shell = await measure('/admin');
  const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
    `${name.padEnd(44)} ${m.median.toFixed(2).padStart(8)} ms ${m.p95.toFixed(2).padStart(8)} ms ${Math.round(m.cpuUs).toLocaleString('en').padStart(8)} µs ${String(m.bytes).padStart(8)} B  HTTP ${m.status}`;
  console.log(`${rounds} sequential requests each; median, p95, CPU per request, response size`);
  if (other) console.log(row(`GET ${page}`, other));
  console.log(row('GET /couriers/usps (server-rendered)', rendered));
  console.log(row('GET /api/public/carriers/usps (its data)', api));
  console.log(row('GET /admin (shell index.html, not rendered)', shell));
  console.log(`render / API call: ${(rendered.median / api.median).toFixed(1)}x`);
  console.log(`render / unrendered page: ${(rendered.median / shell.median).toFixed(1)}x`);
} finally {
  await t.close();
}
