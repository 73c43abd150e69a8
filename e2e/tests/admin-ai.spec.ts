import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { test as unconfiguredTest } from '../support/fixtures.js';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { signInThroughApi, staffEnv } from '../support/staff-account.js';

/**
 * The AI panel (frontend-admin/src/ai) against a loopback server speaking OpenAI's Responses API: the product runs
 * with OPENAI_BASE_URL pointing at it, so these tests see what the backend sends to the provider.
 */

interface ProviderRequest {
  model: string;
  input: string;
  instructions?: string;
  previous_response_id?: string;
}

/** An answer in HTML, as models often give, with an image that would run script if written into the page as is. */
const FORMATTED_ANSWER =
  '<p>Parcels from <strong>China</strong> take:</p><ul><li>10 days by air</li><li>40 days by sea</li></ul>' +
  '<img src="/nowhere.png" onerror="window.__aiXss = true">';

/** A stand-in for OpenAI: answers POST /v1/responses with a completed response and keeps what it was sent. */
class LoopbackResponsesApi {
  readonly received: ProviderRequest[] = [];
  /** While set, every request fails with HTTP 500 (a provider outage). */
  failing = false;
  private answers = 0;
  private readonly server: Server = createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The last request the provider received. */
  last(): ProviderRequest {
    const request = this.received.at(-1);
    if (!request) throw new Error('The loopback provider received nothing');
    return request;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/responses') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProviderRequest;
    if (this.failing) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    }
    this.received.push(body);
    this.answers += 1;
    const text = body.input.includes('from English to German')
      ? `Übersetzung ${this.answers}`
      : body.input.includes('formatted')
        ? FORMATTED_ANSWER
        : `Answer ${this.answers} to: ${body.input}`;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `resp_${this.answers}`,
        object: 'response',
        created_at: Math.floor(Date.now() / 1000),
        status: 'completed',
        model: body.model,
        output: [
          {
            type: 'message',
            id: `msg_${this.answers}`,
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text, annotations: [] }],
          },
        ],
      }),
    );
  }
}

const provider = new LoopbackResponsesApi();
let starting: Promise<ProductServer> | undefined;

async function startWithProvider(): Promise<ProductServer> {
  const providerUrl = await provider.start();
  return startProductServer({ ...staffEnv, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: providerUrl });
}

/**
 * The file's own product server, configured for the loopback provider and started by the first test that needs it
 * (fixtures run before beforeAll hooks).
 */
const test = base.extend<{ baseURL: string; aiServer: ProductServer }>({
  aiServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      starting ??= startWithProvider();
      await use(await starting);
    },
    // Starting writes the first admin and the demo data, which can take a minute on a busy machine.
    { timeout: 120_000 },
  ],
  baseURL: async ({ aiServer }, use) => {
    await use(aiServer.baseUrl);
  },
});

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'AI assistant' }).click();
  const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'AI assistant' }) });
  await expect(drawer.getByRole('heading', { name: 'AI assistant' })).toBeVisible();
  return drawer;
}

function isPost(path: string) {
  return (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;
}

async function carrierId(page: Page, code: string): Promise<string> {
  const list = await (
    await page.request.get(`/api/carriers?filter=${encodeURIComponent(JSON.stringify({ code }))}`)
  ).json();
  const record = (list.records as Array<{ _id: string; code: string }>).find((carrier) => carrier.code === code);
  if (!record) throw new Error(`No carrier ${code}`);
  return record._id;
}

test.describe('admin AI assistant', () => {
  test.afterAll(async () => {
    const started = starting;
    starting = undefined;
    await (await started)?.stop();
    await provider.stop();
  });

  test('content: a question is answered, the next one continues the conversation, New conversation starts afresh', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/content?action=new');
    await page.getByLabel('Title', { exact: false }).first().fill('Where is my parcel?');
    const drawer = await openDrawer(page);
    const log = drawer.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('Ask a question to start.');

    // docs/product-spec.md §9: the shortcut puts text under 100 characters into the question.
    await drawer.getByRole('button', { name: 'German translation' }).click();
    const question = drawer.getByRole('textbox', { name: 'Question' });
    await expect(question).toHaveValue('Translate into German:\n\nWhere is my parcel?');
    await question.fill('How long does a parcel from China take?');
    const firstId = `resp_${provider.received.length + 1}`;
    const first = page.waitForRequest(isPost('/api/openAI'));
    await drawer.getByRole('button', { name: 'Send' }).click();
    expect((await first).postDataJSON()).toEqual({ query: 'How long does a parcel from China take?' });
    await expect(log.getByTestId('ai-answer')).toHaveText([
      `Answer ${firstId.slice('resp_'.length)} to: How long does a parcel from China take?`,
    ]);
    await expect(log.getByTestId('ai-question')).toHaveText(['How long does a parcel from China take?']);
    expect(provider.last().previous_response_id).toBeUndefined();
    expect(provider.last().input).toBe('How long does a parcel from China take?');

    // The second question carries the first answer's id, and the backend hands it to the provider.
    await question.fill('And to France?');
    const second = page.waitForRequest(isPost('/api/openAI'));
    await question.press('Control+Enter');
    expect((await second).postDataJSON()).toEqual({ query: 'And to France?', previous_response_id: firstId });
    await expect(log.getByTestId('ai-answer')).toHaveCount(2);
    await expect(log.getByTestId('ai-answer').last()).toHaveText(/to: And to France\?$/);
    expect(provider.last().previous_response_id).toBe(firstId);

    // Closing and reopening the drawer keeps the conversation.
    await drawer.getByRole('button', { name: 'Close the assistant' }).click();
    await openDrawer(page);
    await expect(log.getByTestId('ai-answer')).toHaveCount(2);

    await drawer.getByRole('button', { name: 'New conversation' }).click();
    await expect(log).toContainText('Ask a question to start.');
    await question.fill('Hello again');
    const third = page.waitForRequest(isPost('/api/openAI'));
    await drawer.getByRole('button', { name: 'Send' }).click();
    expect((await third).postDataJSON()).toEqual({ query: 'Hello again' });
    await expect(log.getByTestId('ai-answer')).toHaveCount(1);
    expect(provider.last().previous_response_id).toBeUndefined();
  });

  test('content: an answer renders formatted and sanitised, is copied, and goes into the field last edited', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughApi(page.request);
    await page.goto('/admin/content?action=new');
    await page.getByLabel('Title', { exact: false }).first().fill('Parcel times');
    const shortDescription = page.getByLabel('Short description', { exact: false }).first();
    await shortDescription.fill('Typical times.');
    const drawer = await openDrawer(page);
    const log = drawer.getByRole('log', { name: 'Conversation' });
    await drawer.getByRole('textbox', { name: 'Question' }).fill('A formatted answer, please');
    await drawer.getByRole('button', { name: 'Send' }).click();

    const answer = log.getByTestId('ai-answer');
    await expect(answer.locator('strong')).toHaveText('China');
    await expect(answer.getByRole('listitem')).toHaveText(['10 days by air', '40 days by sea']);
    await expect(answer).not.toContainText('<p>');
    expect(await answer.locator('img').getAttribute('onerror')).toBeNull();
    expect(await page.evaluate(() => (window as { __aiXss?: boolean }).__aiXss)).toBeUndefined();

    await log.getByRole('button', { name: 'Copy' }).click();
    await expect(log.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Parcels from China take:\n10 days by air\n40 days by sea',
    );

    // The field last edited (Short description, a plain text area) gets the answer as text after what it holds.
    await log.getByRole('button', { name: 'Insert into “Short description”' }).click();
    await expect(log.getByRole('status')).toHaveText('Inserted into “Short description”');
    await drawer.getByRole('button', { name: 'Close the assistant' }).click();
    await expect(shortDescription).toHaveValue(
      'Typical times.\n\nParcels from China take:\n10 days by air\n40 days by sea',
    );

    // The rich-text Content field gets it as formatted text.
    const content = page.getByRole('textbox', { name: 'Content', exact: true }).first();
    await content.click();
    await openDrawer(page);
    await log.getByRole('button', { name: 'Insert into “Content”' }).click();
    await drawer.getByRole('button', { name: 'Close the assistant' }).click();
    await expect(content.locator('strong')).toHaveText('China');
    await expect(content.getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => (window as { __aiXss?: boolean }).__aiXss)).toBeUndefined();
  });

  test('content: text of 100 characters or more is not copied into the question (docs/product-spec.md §9)', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/content?action=new');
    await page.getByLabel('Title', { exact: false }).first().fill('Short title');
    const longText = `${'Parcels travel through sorting centres and customs. '.repeat(2)}`.trim();
    expect(longText.length).toBeGreaterThanOrEqual(100);
    await page.getByLabel('Short description', { exact: false }).first().fill(longText);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Spanish translation' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Question' })).toHaveValue('Translate into Spanish:\n\n');
    await expect(drawer.getByText('The text is 100 characters or longer')).toBeVisible();
  });

  test("carrier: the translate shortcut has the server word the prompt from the carrier's English text, in the carrier's conversation", async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const id = await carrierId(page, 'ups');
    const assistantPath = `/api/carriers/${id}/assistant`;
    await page.goto(`/admin/carriers?action=edit&_id=${id}`);
    await expect(page.getByRole('heading', { name: 'UPS', level: 1 })).toBeVisible();
    const drawer = await openDrawer(page);
    const log = drawer.getByRole('log', { name: 'Conversation' });

    const translation = page.waitForRequest(isPost(assistantPath));
    await drawer.getByRole('button', { name: 'German translation' }).click();
    // No prompt from the browser: just which language.
    expect((await translation).postDataJSON()).toEqual({ translate: 'de' });
    await expect(log.getByTestId('ai-question')).toHaveText(['Translate the saved English text into German']);
    await expect(log.getByTestId('ai-answer')).toHaveText([/^Übersetzung \d+$/]);
    const prompt = provider.last();
    expect(prompt.input).toContain('Translate this page about the carrier UPS from English to German.');
    expect(prompt.input).toContain('UPS Tracking');
    expect(prompt.input).toContain('United Parcel Service, the Atlanta-based package delivery company');
    expect(prompt.previous_response_id).toBeUndefined();
    const translationId = `resp_${provider.received.length}`;
    const stored = await (await page.request.get(`/api/carriers/${id}`)).json();
    expect(stored.openai).toEqual({ previous_response_id: translationId });

    // A question continues the carrier's conversation from the id the server kept, not from the browser.
    const question = drawer.getByRole('textbox', { name: 'Question' });
    await question.fill('Make it shorter');
    const followUp = page.waitForRequest(isPost(assistantPath));
    await drawer.getByRole('button', { name: 'Send' }).click();
    expect((await followUp).postDataJSON()).toEqual({ query: 'Make it shorter' });
    await expect(log.getByTestId('ai-answer')).toHaveCount(2);
    expect(provider.last().previous_response_id).toBe(translationId);
    const followUpId = `resp_${provider.received.length}`;

    // After a reload the panel says the carrier's conversation goes on, and it does.
    await page.reload();
    const reopened = await openDrawer(page);
    await expect(reopened.getByRole('log')).toContainText("Questions continue this record's earlier conversation.");
    await reopened.getByRole('textbox', { name: 'Question' }).fill('Now in Spanish');
    await reopened.getByRole('button', { name: 'Send' }).click();
    await expect(reopened.getByTestId('ai-answer')).toHaveCount(1);
    expect(provider.last().previous_response_id).toBe(followUpId);

    // New conversation: the next request says restart, and the provider gets no earlier id.
    await reopened.getByRole('button', { name: 'New conversation' }).click();
    await expect(reopened.getByRole('log')).toContainText('Ask a question to start.');
    const restarted = page.waitForRequest(isPost(assistantPath));
    await reopened.getByRole('button', { name: 'Spanish translation' }).click();
    expect((await restarted).postDataJSON()).toEqual({ translate: 'es', restart: true });
    await expect(reopened.getByTestId('ai-answer')).toHaveCount(1);
    expect(provider.last().input).toContain('from English to Spanish.');
    expect(provider.last().previous_response_id).toBeUndefined();

    // The conversation goes on from there: restart is sent once.
    await reopened.getByRole('textbox', { name: 'Question' }).fill('Thanks');
    const after = page.waitForRequest(isPost(assistantPath));
    await reopened.getByRole('button', { name: 'Send' }).click();
    expect((await after).postDataJSON()).toEqual({ query: 'Thanks' });
    await expect(reopened.getByTestId('ai-answer')).toHaveCount(2);
  });

  test('carrier: a new carrier explains the assistant works after the first save', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/carriers?action=new');
    const drawer = await openDrawer(page);
    await expect(drawer.getByText('The assistant starts working after the first save')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Question' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'German translation' })).toHaveCount(0);
  });

  test('a provider failure (502) is shown with its message and Retry asks again; too many requests (429) says so', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/ai-assistant');
    const question = page.getByRole('textbox', { name: 'Question' });
    const log = page.getByRole('log', { name: 'Conversation' });

    provider.failing = true;
    await question.fill('Is the provider up?');
    const failed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/openAI' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await failed).status()).toBe(502);
    const alert = page.getByTestId('ai-error');
    await expect(alert).toContainText('The AI provider did not answer');
    await expect(alert).toContainText('HTTP 500');
    provider.failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(log.getByTestId('ai-answer')).toHaveText([/to: Is the provider up\?$/]);
    await expect(log.getByTestId('ai-question')).toHaveCount(1);
    await expect(alert).toHaveCount(0);

    // The product's own limit (AI_LIMIT_PER_MINUTE) answers 429; its rendering is checked with a routed answer.
    await page.route('**/api/openAI', (route) =>
      route.fulfill({
        status: 429,
        json: { statusCode: 429, message: 'Too many AI requests: wait a minute and try again' },
      }),
    );
    await question.fill('One more');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(alert).toContainText('Too many AI requests');
    await expect(alert).toContainText('wait a minute and try again');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

unconfiguredTest.describe('admin AI assistant without a provider', () => {
  unconfiguredTest('an unconfigured assistant (503) says so, without a Retry', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/ai-assistant');
    await page.getByRole('textbox', { name: 'Question' }).fill('Are you there?');
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/openAI' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(503);
    const alert = page.getByTestId('ai-error');
    await expect(alert).toContainText('The AI assistant is not configured on this server');
    await expect(alert).toContainText('OPENAI_API_KEY');
    await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});
