import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { LoopbackSmtpServer } from '../support/loopback-smtp.js';
import { expectNoSidewaysScroll } from '../support/page-checks.js';
import { configureMailServer } from '../support/staff-api.js';

async function fillForm(page: Page, values: { subject?: string; message?: string; email?: string }) {
  await waitForHydration(page); // the form's checks are React's
  if (values.subject !== undefined) await page.getByLabel('Subject').fill(values.subject);
  if (values.message !== undefined) await page.getByLabel('Message').fill(values.message);
  if (values.email !== undefined) await page.getByLabel('Your e-mail').fill(values.email);
}

test.describe('contact form', () => {
  test('empty fields and a malformed e-mail show the messages of docs/product-spec.md §5, before anything is sent', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
    });
    await page.goto('/contacts');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-error-subject')).toHaveText('Subject cannot be empty');
    await expect(page.getByTestId('contact-error-message')).toHaveText('Message cannot be empty');
    await expect(page.getByTestId('contact-error-userEmail')).toHaveText('We need your email to respond');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Subject cannot be empty');

    await fillForm(page, {
      subject: 'Missing courier',
      message: 'Please add my local courier.',
      email: 'not-an-email',
    });
    await expect(page.getByTestId('contact-error-subject')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-error-userEmail')).toHaveText('Not valid format');
    await expect(page.getByLabel('Your e-mail')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    expect(posts).toEqual([]);
  });

  test("the API's field errors show on their fields", async ({ page }) => {
    await page.goto('/contacts');
    // Looks like an address to the form; the API's stricter check refuses the one-letter top-level domain.
    await fillForm(page, { subject: 'Hello', message: 'A question.', email: 'someone@example.c' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-error-userEmail')).toHaveText('Not valid format');
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });

  test('too many messages: the form says to wait', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, message: 'Too many requests' } }),
    );
    await page.goto('/contacts');
    await fillForm(page, { subject: 'Hello', message: 'A question.', email: 'someone@example.com' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-too-many')).toContainText('Too many messages');
    await expect(page.getByLabel('Subject')).toHaveValue('Hello');
  });

  test('a message is sent (Sending… meanwhile), confirmed, and reaches the mailbox over SMTP', async ({ page }) => {
    const smtp = new LoopbackSmtpServer();
    const port = await smtp.start();
    try {
      await configureMailServer(page.request, port, 'support@parcelpilot.test');

      await page.route('**/api/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto('/contacts');
      await fillForm(page, {
        subject: 'Courier missing',
        message: 'Could you add Correos de Costa Rica?',
        email: 'shopper@example.com',
      });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect(page.getByTestId('contact-success')).toContainText('Thank you! Your message has been sent.');
      await expect(page.getByTestId('contact-success')).toContainText('shopper@example.com');
      await expect(page.getByLabel('Subject')).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();

      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
      const [mail] = smtp.received;
      expect(mail.to).toEqual(['support@parcelpilot.test']);
      expect(mail.raw).toContain('Subject: [Contact] Courier missing');
      expect(mail.raw).toMatch(/Reply-To: shopper@example\.com/i);
      expect(mail.raw).toContain('Could you add Correos de Costa Rica?');
    } finally {
      await smtp.stop();
    }
  });

  for (const width of [1280, 360]) {
    test(`/contacts at ${width} px fits and has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contacts');
      await expect(page.getByLabel('Subject')).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
