import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * P1's baseline: a bare node:http server answering every request with the bytes the product answered (status,
 * headers and body read from the JSON file named by the first argument). It runs in a process of its own, as the
 * product does, so the load generator competes with it exactly as it competes with the product.
 */
interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const answer = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RecordedAnswer;
const body = Buffer.from(answer.body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`bare server listening on ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
