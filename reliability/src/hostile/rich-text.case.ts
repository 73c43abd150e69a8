import { http, type HttpAnswer } from '../support/http.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { hostileProduct } from './hostile-product.js';

/** The finding's criterion: /api/health answers within this while a hostile rich-text request runs. */
const HEALTH_BOUND_MS = 1000;

/**
 * Security review finding 4: sanitising rich text is quadratic in nested tags and ran on the event loop, so a 1 MB
 * carrier update (`"<b>"×166000` in two languages) held every request, /api/health included, for 20 s. Now the tag
 * count and length are capped before sanitising (400 naming the field) and values are sanitised one at a time.
 */
export const richTextCaps = (shared: CaseContext): SuiteCase => ({
  id: 'rich-text-caps',
  title: 'A 1 MB rich-text carrier update is refused with 400 while /api/health keeps answering',
  timeoutMs: 120_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const base = product.baseUrl;
    const created = await product.editor.call(base, '/api/carriers', {
      body: {
        code: 'rich-text-caps',
        name: 'Rich Text Caps',
        type: 'express',
        translations: { en: { title: 'Rich Text Caps Tracking' } },
      },
    });
    if (created.status !== 201) throw new Error(`creating the carrier answered ${created.status}: ${created.text}`);
    const id = (created.body as { _id: string })._id;
    const hostile = '<b>'.repeat(166_000);

    const health: number[] = [];
    let done = false;
    const polling = (async () => {
      while (!done) {
        const answer = await http(`${base}/api/health`, { timeoutMs: 30_000 });
        health.push(answer.status === 200 ? answer.ms : Infinity);
      }
    })();
    let update: HttpAnswer;
    try {
      update = await product.editor.call(base, `/api/carriers/${id}`, {
        method: 'PUT',
        body: {
          translations: {
            en: { title: 'Rich Text Caps Tracking', content: hostile },
            de: { title: 'Rich Text Caps Tracking', content: hostile },
          },
        },
        timeoutMs: 60_000,
      });
    } finally {
      done = true;
      await polling;
    }

    const errors = (update.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    context.check(
      update.status === 400 && /content must have at most 5000 tags/.test(errors.translations ?? ''),
      '166,000 <b> in two languages: 400 naming translations.<locale>.content and the tag cap',
      `${update.status} ${update.text.slice(0, 200)}`,
    );
    const slowest = Math.max(...health);
    context.check(
      health.length > 0 && slowest < HEALTH_BOUND_MS,
      `/api/health answered within ${HEALTH_BOUND_MS} ms during the update`,
      `${health.length} answers, the slowest ${Math.round(slowest)} ms`,
    );
    const stored = await product.editor.call(base, `/api/carriers/${id}`);
    const content = (stored.body as { translations?: Record<string, { content?: string }> } | undefined)?.translations;
    context.check(
      !content?.en?.content && !content?.de?.content,
      'nothing of the refused update was stored',
      JSON.stringify(content).slice(0, 200),
    );
    context.figure('slowest /api/health during the hostile update (ms)', Math.round(slowest));
  },
});
