import { waitForHydration } from '../support/hydration.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { LoopbackSmtpServer } from '../support/loopback-smtp.js';
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
});
