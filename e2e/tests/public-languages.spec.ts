import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { expectNoSidewaysScroll } from '../support/page-checks.js';
import { expect, test } from '../support/seeded-fixtures.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** The dates of the tracking history as shown, each with the instant its `datetime` attribute says. */
async function eventDates(page: Page): Promise<{ shown: string; iso: string }[]> {
  return page
    .getByTestId('tracking-events')
    .locator('time')
    .evaluateAll((times) =>
      times.map((time) => ({ shown: time.textContent ?? '', iso: time.getAttribute('datetime') ?? '' })),
    );
}

/** Day, month and year of an instant in the browser's time zone, as the page would see it. */
async function dayMonthYear(page: Page, iso: string): Promise<{ day: number; month: number; year: number }> {
  return page.evaluate((instant) => {
    const date = new Date(instant);
    return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
  }, iso);
}

test.describe('languages', () => {
  test('a courier page switches to German and back: the URL, texts, record translation, dates and numbers follow', async ({
    page,
  }) => {
    // An editor translates China Post's title into German (its summary stays English only).
    const headers = await staffChangeHeaders(page.request);
    const list = await page.request.get(
      `/api/carriers?filter=${encodeURIComponent(JSON.stringify({ code: 'china-post' }))}`,
    );
    const [chinaPost] = (await list.json()).records;
    const saved = await page.request.put(`/api/carriers/${chinaPost._id}`, {
      data: {
        translations: {
          ...chinaPost.translations,
          de: { title: 'China Post Sendungsverfolgung: Sendungen verfolgen' },
        },
      },
      headers,
    });
    expect(saved.status()).toBe(200);

    await page.goto('/couriers/china-post');
    await waitForHydration(page);
    const profile = page.getByTestId('courier-page');
    await expect(profile.getByRole('heading', { level: 1, name: 'China Post Tracking' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/couriers\/china-post$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The record's German title; its summary falls back to the English one.
    await expect(
      profile.getByRole('heading', { level: 1, name: 'China Post Sendungsverfolgung: Sendungen verfolgen' }),
    ).toBeVisible();
    await expect(profile.getByText('State-owned national postal operator of mainland China').first()).toBeVisible();
    // The interface in German, with links that stay in German.
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem')).toHaveText([
      'Startseite',
      'Paketdienste',
      'China Post Sendungsverfolgung: Sendungen verfolgen',
    ]);
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Paketdienste' }),
    ).toHaveAttribute('href', '/de/couriers');
    await expect(profile.getByRole('heading', { name: 'Über China Post' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Konto' })).toBeVisible(); // The shell's strip, signed in above.
    await expect(
      page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Deutsch' }),
    ).toHaveAttribute('aria-current', 'true');
    // Country names from the browser's German names, parcel counts in German words.
    await expect(
      page.getByTestId('carrier-top-routes').getByRole('link', { name: /^China → Vereinigte Staaten/ }),
    ).toHaveAttribute('href', '/de/china-post-shipping-time-from-cn-to-us');
    await expect(
      page
        .getByTestId('carrier-top-routes')
        .getByText(/^[\d.]+ Pakete?$/)
        .first(),
    ).toBeVisible();

    // Following a link on the page keeps the language.
    await page
      .getByTestId('carrier-services')
      .getByRole('link', { name: 'Beispielnummer LZ473829165CN verfolgen' })
      .click();
    await expect(page).toHaveURL(/\/de\/track\/LZ473829165CN$/);
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Unterwegs');
    await expect(page.getByRole('heading', { name: 'Sendungsverlauf' })).toBeVisible();
    // Dates as German writes them (day.month.year, 24-hour clock), numbers too (a space before %).
    const germanDates = await eventDates(page);
    expect(germanDates.length).toBeGreaterThan(0);
    for (const { shown, iso } of germanDates) {
      const { day, month, year } = await dayMonthYear(page, iso);
      const pad = (value: number) => String(value).padStart(2, '0');
      expect(shown).toMatch(new RegExp(`^${pad(day)}\\.${pad(month)}\\.${year}, \\d{2}:\\d{2}$`));
    }
    await expect(page.getByTestId('transit-progress')).toHaveText(
      /^Tag (\d+) unterwegs: \d+\s% der Pakete von China nach Vereinigte Staaten mit China Post waren bis Tag \1 zugestellt\. Zustellzeiten ansehen$/,
    );

    // And back to English, on the same page.
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/track\/LZ473829165CN$/);
    expect(new URL(page.url()).pathname).toBe('/track/LZ473829165CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('In Transit');
    await expect(page.getByRole('heading', { name: 'Tracking history' })).toBeVisible();
    const englishDates = await eventDates(page);
    expect(englishDates.map(({ iso }) => iso)).toEqual(germanDates.map(({ iso }) => iso));
    for (const { shown, iso } of englishDates) {
      const { day, year } = await dayMonthYear(page, iso);
      expect(shown).toMatch(new RegExp(`^[A-Z][a-z]{2} ${day}, ${year}, \\d{1,2}:\\d{2}\\s[AP]M$`));
    }
    await expect(page.getByTestId('transit-progress')).toHaveText(
      /^Day (\d+) in transit: \d+% of parcels from China to United States with China Post were delivered by day \1\. See delivery times$/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Couriers' }),
    ).toHaveAttribute('href', '/couriers');
  });

  test('Spanish and Russian pages are reached by their prefix and written in their language', async ({ page }) => {
    await page.goto('/es/couriers/china-post');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem').first()).toHaveText(
      'Inicio',
    );
    const profile = page.getByTestId('courier-page');
    await expect(profile.getByRole('heading', { name: 'Acerca de China Post' })).toBeVisible();
    // The seeded carrier's own texts in Spanish too: title, description, services and their shipping times.
    await expect(profile.getByRole('heading', { level: 1, name: 'Seguimiento de China Post' })).toBeVisible();
    await expect(profile.getByText('Operador postal nacional estatal de China continental')).toBeVisible();
    const services = page.getByTestId('carrier-services');
    await expect(services.getByRole('row', { name: /ePacket/ })).toContainText('7–20 días hábiles');
    await expect(services.getByRole('row', { name: /Correo aéreo certificado/ })).toContainText('10–30 días hábiles');
    await expect(services).not.toContainText('business days');

    await page.goto('/ru');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Отследите посылку' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Трек-номер' }).fill('LZ473829165CN');
    await page.getByRole('button', { name: 'Отследить', exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/track\/LZ473829165CN$/);
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('В пути');
  });

  // Issue 24, point 2: one source of country names (CLDR) for the select, the links and the route's heading.
  test('the German calculator offers German country names and leads to a route named in German', async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await page.goto('/de/shipping-time-calculator');
    await waitForHydration(page);
    const destination = page.getByLabel('Zielland');
    await expect(destination.getByRole('option', { name: 'Vereinigte Staaten', exact: true })).toHaveCount(1);
    await expect(destination.getByRole('option', { name: 'United States', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'China – Vereinigte Staaten' })).toHaveAttribute(
      'href',
      '/de/shipping-time-cn-to-us',
    );
    await page.getByLabel('Herkunftsland').selectOption({ label: 'China' });
    await destination.selectOption({ label: 'Vereinigte Staaten' });
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page).toHaveURL(/\/de\/shipping-time-cn-to-us$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Versanddauer von China nach Vereinigte Staaten' }),
    ).toBeVisible();
    // The same page rendered by the server hydrates without a mismatch.
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Versanddauer von China nach Vereinigte Staaten' }),
    ).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('on a 360 px screen the longer German, Spanish and Russian texts fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/de/track/LZ473829165CN',
      '/es/couriers/china-post',
      '/ru/track/LZ473829165CN',
      '/ru/couriers',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Menü|Menú|Меню)$/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
