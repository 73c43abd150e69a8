import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

interface Recorded {
  path: string;
  authorization: string | undefined;
  body: { model: string; input: string; previous_response_id?: string };
}

/** A loopback server speaking OpenAI's Responses API: output items only, as the SDK rebuilds output_text. */
async function startResponsesServer(): Promise<{
  url: string;
  requests: Recorded[];
  fail: { status: number };
  server: Server;
}> {
  const requests: Recorded[] = [];
  const fail = { status: 0 };
  let counter = 0;
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Recorded['body'];
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if (fail.status) {
        response.writeHead(fail.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      counter += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `resp_${counter}`,
          object: 'response',
          created_at: 1_700_000_000,
          status: 'completed',
          model: body.model,
          previous_response_id: body.previous_response_id ?? null,
          output: [
            {
              type: 'message',
              id: `msg_${counter}`,
              status: 'completed',
              role: 'assistant',
              content: [{ type: 'output_text', text: `Answer ${counter} to: ${body.input}`, annotations: [] }],
            },
          ],
          usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, fail, server };
}

describe('POST /api/openAI', () => {
  let provider: Awaited<ReturnType<typeof startResponsesServer>>;
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    provider = await startResponsesServer();
    t = await startTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: provider.url,
      OPENAI_MODEL: 'test-model',
      AI_LIMIT_PER_MINUTE: '8',
    });
    staff = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  it('answers with the response id and text, and continues a conversation', async () => {
    const first = await staff.post('/api/openAI', { query: 'Describe DHL in one line' }).expect(200);
    expect(first.body).toEqual({ id: 'resp_1', output_text: 'Answer 1 to: Describe DHL in one line' });
    const second = await staff
      .post('/api/openAI', { query: 'Shorter', previous_response_id: first.body.id })
      .expect(200);
    expect(second.body.id).toBe('resp_2');
    expect(provider.requests[1]).toMatchObject({
      path: '/v1/responses',
      authorization: 'Bearer sk-test',
      body: { model: 'test-model', input: 'Shorter', previous_response_id: 'resp_1' },
    });
  });

  it('is for staff only and validates the query', async () => {
    await t.http.post('/api/openAI').send({ query: 'hi' }).expect(401);
    const empty = await staff.post('/api/openAI', { query: ' ' }).expect(400);
    expect(empty.body.errors).toEqual({ query: 'Write a question' });
  });

  it('answers 502 with a clear message when the provider fails', async () => {
    provider.fail.status = 500;
    const response = await staff.post('/api/openAI', { query: 'Anything' }).expect(502);
    expect(response.body.message).toMatch(/^The AI provider did not answer \(HTTP 500\)/);
    provider.fail.status = 0;
  });

  it("keeps a carrier's conversation on the carrier and builds translation prompts from its text", async () => {
    const list = await staff
      .get('/api/carriers?filter=' + encodeURIComponent(JSON.stringify({ code: 'dhl' })))
      .expect(200);
    const dhl = list.body.records[0];
    await staff
      .put(`/api/carriers/${dhl._id}`, {
        translations: { en: { title: 'DHL Tracking', content: '<p>Fast parcels.</p>' } },
      })
      .expect(200);
    const first = await staff.post(`/api/carriers/${dhl._id}/assistant`, { translate: 'de' }).expect(200);
    const prompt = provider.requests.at(-1)!.body;
    expect(prompt.input).toMatch(/^Translate this page about the carrier DHL.* from English to German/);
    expect(prompt.input).toContain('<p>Fast parcels.</p>');
    expect((await staff.get(`/api/carriers/${dhl._id}`).expect(200)).body.openai).toEqual({
      previous_response_id: first.body.id,
    });
    await staff.post(`/api/carriers/${dhl._id}/assistant`, { query: 'Now shorter' }).expect(200);
    expect(provider.requests.at(-1)!.body.previous_response_id).toBe(first.body.id);
    await staff.post(`/api/carriers/${dhl._id}/assistant`, {}).expect(400);
    await staff.post('/api/carriers/00000000-0000-4000-8000-000000000000/assistant', { query: 'x' }).expect(404);
  });

  it('limits each user per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await staff.post('/api/openAI', { query: `q${i}` })).status);
    expect(statuses).toContain(429);
  });
});

describe('POST /api/openAI without configuration', () => {
  it('answers 503 saying how to enable it', async () => {
    const t = await startTestApp();
    try {
      const staff = await t.signIn();
      const response = await staff.post('/api/openAI', { query: 'hi' }).expect(503);
      expect(response.body.message).toBe('The AI assistant is not configured: set OPENAI_API_KEY to enable it');
    } finally {
      await t.close();
    }
  });
});
