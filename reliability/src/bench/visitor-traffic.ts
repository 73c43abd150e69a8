import type autocannon from 'autocannon';

/**
 * Traffic shaped like a public tracking site's: many visitor addresses (behind the site's reverse proxy, so each
 * request carries the visitor in X-Forwarded-For, which the product trusts from loopback by default), a few popular
 * tracking numbers and pages and a long tail (Zipf), browsers' compression headers.
 */

/** Visitors the traffic comes from; each request picks one at random. */
export const VISITOR_ADDRESSES = 50_000;
/** Distinct tracking numbers looked up, Zipf-distributed (a few followed by many, most once or twice). */
export const TRACKING_NUMBERS = 10_000;

/** A small deterministic generator (mulberry32), so two runs send the same sequence of requests. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks index i of n with probability proportional to 1 / (i + 1) (Zipf, exponent 1). */
export function zipf(n: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1);
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Visitor i's address, in 10.0.0.0/8 (never loopback, so each is its own visitor to the rate limit). */
export function visitorAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

/** The UPU S10 check digit (weights 8 6 4 2 3 5 9 7, mod 11) of eight serial digits. */
function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** The UPS 1Z check digit: digits as they are, letters mapped (A=2 …), odd positions × 1, even × 2, mod 10. */
function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((character, i) => {
    const value = /\d/.test(character) ? Number(character) : (character.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

const S10_SERVICES = ['LP', 'RR', 'LX', 'UA', 'CP', 'RB', 'EE', 'LB'];
const S10_COUNTRIES = ['CN', 'CN', 'CN', 'GB', 'US', 'DE', 'FR', 'NL', 'HK', 'SG', 'RU', 'ES', 'IT', 'PL', 'SE'];

/**
 * `count` format-valid tracking numbers: the installation's own (the demo shipments), then a mix of UPU S10 items
 * (mostly from China, as on real tracking sites) and UPS 1Z numbers, all with correct check digits.
 */
export function trackingNumbers(count: number, own: readonly string[], random: () => number): string[] {
  const numbers = [...own];
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  while (numbers.length < count) {
    if (random() < 0.7) {
      const serial = digits(8);
      const service = S10_SERVICES[Math.floor(random() * S10_SERVICES.length)];
      const country = S10_COUNTRIES[Math.floor(random() * S10_COUNTRIES.length)];
      numbers.push(`${service}${serial}${s10CheckDigit(serial)}${country}`);
    } else {
      const body = `${'5R8939'}${digits(9)}`;
      numbers.push(`1Z${body}${upsCheckDigit(body)}`);
    }
  }
  return numbers;
}

export interface VisitorMix {
  /** Public pages (the sitemap's paths, in its order: popular first), served by the server render. */
  pages: string[];
  /** Tracking numbers, popular first. */
  numbers: string[];
}

/** One request's path: half tracking (result pages and API lookups alike), 40% landing pages, 10% public lists. */
export function mixedRequest(mix: VisitorMix, seed: number): () => { path: string; page: boolean } {
  const random = randomSource(seed);
  const number = zipf(mix.numbers.length, random);
  const page = zipf(mix.pages.length, random);
  return () => {
    const draw = random();
    if (draw < 0.25) return { path: `/track/${mix.numbers[number()]}`, page: true };
    if (draw < 0.5) return { path: `/api/tracking/${mix.numbers[number()]}`, page: false };
    if (draw < 0.9) return { path: mix.pages[page()], page: true };
    const listPage = 1 + Math.floor(random() * 5);
    return draw < 0.95
      ? { path: `/api/public/carriers?page=${listPage}`, page: false }
      : { path: `/api/public/content?page=${listPage}`, page: false };
  };
}

const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) ParcelPilot-bench',
};

/**
 * An autocannon request whose every sending picks a visitor address and a path (`next`), so the load spreads over the
 * visitors as real traffic does (each visitor well under the default rate limit).
 */
export function visitorRequests(next: () => { path: string; page: boolean }, seed: number): autocannon.Request[] {
  const random = randomSource(seed);
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const { path, page } = next();
        return {
          ...request,
          path,
          headers: {
            ...request.headers,
            ...BROWSER_HEADERS,
            accept: page ? 'text/html,application/xhtml+xml' : 'application/json',
            'x-forwarded-for': visitorAddress(Math.floor(random() * VISITOR_ADDRESSES)),
          },
        };
      },
    },
  ];
}

/** The public pages of a running product, from its sitemaps (paths only; the sitemap names the configured host). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const locs = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  };
  const pages: string[] = [];
  for (const index of await locs('/sitemap.xml')) {
    if (index.endsWith('.xml')) pages.push(...(await locs(index)));
    else pages.push(index);
  }
  if (pages.length === 0) throw new Error('the sitemap lists no pages');
  return pages;
}
