export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`,
  );

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '');

/** A sitemap (sitemaps.org 0.9): at most 50,000 URLs, absolute and XML-escaped. */
export function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index pointing at the sitemaps of each kind of page. */
export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  const entries = sitemaps.map(
    (sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${lastmod(sitemap.lastmod)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
