import { afterEach, describe, expect, it } from '@jest/globals';
import type { Language } from '@parcelpilot/languages';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import type { RemoteData } from '../data/use-remote-data';
import '../i18n/page-strings';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ServerRenderContext, type ServerRender } from '../ssr/server-render-context';
import type { CarrierFormat } from '../tracking/use-carrier-formats';
import FindCarrierPage from './FindCarrierPage';

function format(index: number, overrides: Partial<CarrierFormat> = {}): CarrierFormat {
  return {
    id: `format-${index}`,
    carrier: `carrier-${index}`,
    carrierName: `Carrier ${index}`,
    name: `Format ${index}`,
    description: `Description ${index}`,
    lengths: [12],
    checkDigit: null,
    confidence: 'medium',
    examples: [`EXAMPLE${index}`],
    ...overrides,
  };
}

/**
 * The page as the server renders it, with GET /api/tracking/formats answered by `formats` (the server-render seam every
 * public page reads its data through); the browser-side code (the detector) runs in jsdom as it does after hydration.
 */
async function renderPage(
  formats: RemoteData<CarrierFormat[]>,
  { path = '/find-carrier', language = 'en' }: { path?: string; language?: Language } = {},
) {
  const loads = new Map<string, Promise<RemoteData<unknown>>>();
  const server: ServerRender = {
    load: (key) => {
      if (!loads.has(key))
        loads.set(key, Promise.resolve(key === '/api/tracking/formats' ? formats : { status: 'error' }));
      return loads.get(key)!;
    },
    head: {},
    notFound: false,
  };
  // Awaited in act: the render suspends on the data (and on the page's language), as a server render waits for it.
  await act(() =>
    render(
      <ServerRenderContext value={server}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>suspended</p>}>
            <LanguageProvider language={language}>
              <FindCarrierPage />
            </LanguageProvider>
          </Suspense>
        </MemoryRouter>
      </ServerRenderContext>,
    ),
  );
}

function ready(data: CarrierFormat[]): RemoteData<CarrierFormat[]> {
  return { status: 'ready', data, refreshing: false };
}

async function tableRows(): Promise<HTMLElement[]> {
  const table = await screen.findByTestId('formats-table');
  return within(table).getAllByRole('row').slice(1);
}

describe('the detection table of /find-carrier', () => {
  afterEach(cleanup);

  it('shows each format: carrier, name, lengths, check digit, confidence, description and first example', async () => {
    await renderPage(
      ready([
        format(1, { lengths: [18], checkDigit: 'mod10', confidence: 'high', examples: ['1Z5R89390357567127', 'X'] }),
        format(2, { lengths: [21, 15, 17], confidence: 'low', examples: [] }),
        format(3, { lengths: [1] }),
      ]),
    );
    const rows = await tableRows();
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Carrier 1', 'Format 118 characters · check digit · High confidenceDescription 1', '1Z5R89390357567127'],
      ['Carrier 2', 'Format 215–21 characters · no check digit · PossibleDescription 2', ''],
      ['Carrier 3', 'Format 31 character · no check digit · LikelyDescription 3', 'EXAMPLE3'],
    ]);
  });

  it('shows 20 formats a page, the page from ?page=, with page links', async () => {
    const formats = Array.from({ length: 45 }, (_, index) => format(index + 1));
    await renderPage(ready(formats), { path: '/find-carrier?page=2' });
    const rows = await tableRows();
    expect(rows).toHaveLength(20);
    expect(rows[0].textContent).toContain('Carrier 21');
    expect(rows[19].textContent).toContain('Carrier 40');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/find-carrier?page=3');
  });

  it('shows the last page for a page past the end', async () => {
    await renderPage(ready(Array.from({ length: 45 }, (_, index) => format(index + 1))), {
      path: '/find-carrier?page=9',
    });
    const rows = await tableRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Carrier 41',
      'Carrier 42',
      'Carrier 43',
      'Carrier 44',
      'Carrier 45',
    ]);
  });

  it('leaves the English technical description out in another language', async () => {
    await renderPage(ready([format(1)]), { path: '/de/find-carrier', language: 'de' });
    const rows = await tableRows();
    expect(rows[0].textContent).toContain('Format 1');
    expect(rows[0].textContent).not.toContain('Description 1');
  });

  it('says so when no format is known', async () => {
    await renderPage(ready([]));
    expect(await screen.findByText('No records')).not.toBeNull();
    expect(screen.queryByTestId('formats-table')).toBeNull();
  });

  it('offers a retry when the formats could not be loaded', async () => {
    await renderPage({ status: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The formats could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).not.toBeNull();
  });
});

describe('the detector of /find-carrier', () => {
  afterEach(cleanup);

  async function typeNumber(text: string): Promise<HTMLElement> {
    await renderPage(ready([]));
    const input = await screen.findByLabelText('Tracking number to check');
    if (text) await userEvent.type(input, text);
    return screen.getByTestId('detector-result');
  }

  it('asks for a number while the field is empty', async () => {
    expect((await typeNumber('')).textContent).toBe('Start typing a tracking number.');
  });

  it('recognises a Shopify order number itself (the API refuses `#`)', async () => {
    const result = await typeNumber('#1001');
    expect(result.textContent).toContain('You are probably trying to track Shopify store ORDER number');
  });

  it('explains characters the API would refuse, without asking it', async () => {
    expect((await typeNumber('AB12$')).textContent).toBe(
      'Tracking number may contain only letters, digits, spaces, dashes and dots.',
    );
  });

  it('explains a number longer than the API takes', async () => {
    expect((await typeNumber('1'.repeat(65))).textContent).toBe('Tracking number must be at most 64 characters long.');
  });
});
