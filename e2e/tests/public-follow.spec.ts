import { createHmac, hkdfSync } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { LoopbackSmtpServer } from '../support/loopback-smtp.js';
import { startProductServer } from '../support/product-server.js';
import { staffEnv } from '../support/staff-account.js';
import { staffChangeHeaders, configureMailServer } from '../support/staff-api.js';

/** The UPS demo shipment (delivered): a result page with a status, so it can be followed. */
const NUMBER = '1Z5R89390357567127';

/** The path and query of the mail's link to `path` (the body is quoted-printable: soft breaks and `=3D`). */
function linkIn(raw: string, path: string): string {
  const text = raw.replace(/=\r\n/g, '').replace(/=3D/gi, '=');
  const match = new RegExp(`https?://[^/\\s]+(/(?:[a-z]{2}/)?${path.slice(1)}\\?token=[\\w.-]+)`).exec(text);
  if (!match) throw new Error(`No link to ${path} in the mail:\n${text}`);
  return match[1];
}

/**
 * Signs a follow link's token the way the backend does (README: HMAC-SHA256 under an HKDF key from SESSION_SECRET):
 * an independent copy, so the pages can be opened with the tokens of mails this test cannot make the site send.
 */
function signedToken(secret: string, purpose: string, subject: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'parcelpilot', 'follow-mail-links', 32));
  const payload = Buffer.from(`${purpose}:${subject}`, 'utf8').toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

test.describe('follow a parcel by e-mail', () => {
  test('the result page form checks the address, sends a confirmation mail, and its link confirms', async ({
    page,
  }) => {
    const smtp = new LoopbackSmtpServer();
    const port = await smtp.start();
    try {
      await configureMailServer(page.request, port, 'support@parcelpilot.test');

      await page.goto(`/es/track/${NUMBER}`);
      await waitForHydration(page);
      const form = page.getByTestId('follow-form');
      await expect(form.getByRole('heading', { name: 'Avísame por correo cuando cambie' })).toBeVisible();
      const address = form.getByLabel('Tu correo electrónico');

      await form.getByRole('button', { name: 'Avisarme' }).click();
      await expect(form.getByTestId('follow-error')).toHaveText('Escribe tu correo electrónico.');
      await address.fill('not-an-address');
      await form.getByRole('button', { name: 'Avisarme' }).click();
      await expect(address).toHaveAccessibleDescription('Esto no parece un correo electrónico.');
      expect(await seriousViolations(page)).toEqual([]);

      await address.fill('follower@example.com');
      await form.getByRole('button', { name: 'Avisarme' }).click();
      await expect(form.getByTestId('follow-sent')).toContainText('Enviamos un enlace a follower@example.com');

      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
      const [mail] = smtp.received;
      expect(mail.to).toEqual(['follower@example.com']);
      const confirm = linkIn(mail.raw, '/follow/confirm');
      expect(confirm).toMatch(/^\/es\/follow\/confirm\?token=/);

      await page.goto(confirm);
      await expect(page.getByTestId('follow-confirmed')).toContainText(
        `Listo: te escribiremos cuando cambie ${NUMBER}.`,
      );
      await page.getByRole('link', { name: 'Volver al envío' }).click();
      await expect(page).toHaveURL(new RegExp(`/es/track/${NUMBER}$`));

      // A changed token is refused.
      await page.goto(`${confirm}x`);
      await expect(page.getByTestId('follow-link-error')).toContainText('Este enlace ya no es válido');
    } finally {
      await smtp.stop();
    }
  });

  test('the form is not shown when the back-office turned the feature off', async ({ page }) => {
    const headers = await staffChangeHeaders(page.request);
    expect((await page.request.put('/api/follows/feature', { data: { enabled: false }, headers })).status()).toBe(200);
    try {
      await page.goto(`/track/${NUMBER}`);
      await waitForHydration(page);
      await expect(page.getByTestId('tracking-result')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('follow-form')).toHaveCount(0);
    } finally {
      await page.request.put('/api/follows/feature', { data: { enabled: true }, headers });
    }
  });

  test('the unsubscribe page ends one follow, the manage page lists and removes all of an address', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const secret = 'e2e follow links secret, at least 32 characters';
    const server = await startProductServer({ ...staffEnv, SESSION_SECRET: secret });
    const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
    const smtp = new LoopbackSmtpServer();
    const port = await smtp.start();
    try {
      await configureMailServer(api, port, 'support@parcelpilot.test');
      const email = 'pages@example.com';
      const followIds: string[] = [];
      for (const number of [NUMBER, '3318810025']) {
        await api.post('/api/follows', { data: { number, email, language: 'en' } });
        await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(followIds.length + 1);
        const confirm = linkIn(smtp.received[followIds.length].raw, '/follow/confirm');
        const token = new URL(confirm, server.baseUrl).searchParams.get('token')!;
        expect((await api.post('/api/follows/confirm', { data: { token } })).status()).toBe(200);
        followIds.push(
          Buffer.from(token.split('.')[0], 'base64url')
            .toString('utf8')
            .replace(/^confirm:/, ''),
        );
      }
      const manage = `${server.baseUrl}/follow/manage?token=${signedToken(secret, 'address', email)}`;

      await page.goto(manage);
      await expect(page.getByRole('heading', { level: 1, name: 'Your parcel e-mails' })).toBeVisible();
      await expect(page.getByTestId('follow-list').getByRole('link')).toHaveText(['1Z5R89390357567127', '3318810025']);

      await page.goto(`${server.baseUrl}/follow/unsubscribe?token=${signedToken(secret, 'unsubscribe', followIds[0])}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Stop e-mails' }).click();
      await expect(page.getByTestId('follow-unsubscribed')).toHaveText('Done: no more e-mails about this parcel.');

      await page.goto(manage);
      await expect(page.getByTestId('follow-list').getByRole('link')).toHaveText(['3318810025']);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Stop all and delete my address' }).click();
      await expect(page.getByTestId('follow-removed')).toHaveText('Done: 1 follow removed, and the address deleted.');
      await page.reload();
      await expect(page.getByText('This address follows no parcels.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await smtp.stop();
      await api.dispose();
      await server.stop();
    }
  });
});
