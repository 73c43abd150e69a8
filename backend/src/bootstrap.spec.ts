import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { keepConnectionsAlive, singleProcessRefusal } from './bootstrap.js';
import { loadConfig } from './config/app-config.js';

describe('singleProcessRefusal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bootstrap-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('lets one process with PGlite run the API and the workers', () => {
    expect(singleProcessRefusal(config({}), 'api')).toBeUndefined();
  });

  it('refuses a separate worker process on PGlite', () => {
    expect(singleProcessRefusal(config({}), 'worker')).toMatch(/DATABASE_URL: is required for a separate worker/);
  });

  it('refuses RUN_WORKERS=false on PGlite', () => {
    expect(singleProcessRefusal(config({ RUN_WORKERS: 'false' }), 'api')).toMatch(/required when RUN_WORKERS=false/);
  });

  it('allows any split with PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://localhost/x', RUN_WORKERS: 'false' };
    expect(singleProcessRefusal(config(postgres), 'api')).toBeUndefined();
    expect(singleProcessRefusal(config(postgres), 'worker')).toBeUndefined();
  });
});

describe('keepConnectionsAlive', () => {
  it("keeps an idle keep-alive connection open past Node's 5 s default: the next request on it is answered", async () => {
    const server = createServer((_request, response) => response.end('ok'));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const answers = () => received.split('HTTP/1.1 200').length - 1;
    const ask = () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const answered = async (count: number) => {
      for (let waited = 0; answers() < count && waited < 2000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      ask();
      await answered(1);
      await new Promise((resolve) => setTimeout(resolve, 7000));
      expect(socket.destroyed || socket.readyState !== 'open').toBe(false);
      ask();
      await answered(2);
      expect(answers()).toBe(2);
    } finally {
      socket.destroy();
      server.close();
    }
  }, 15_000);
});
