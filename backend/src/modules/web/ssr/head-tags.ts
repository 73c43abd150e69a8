import { DEFAULT_LANGUAGE, PAGE_LANGUAGES, pathInLanguage, type PageLanguage } from './page-language.js';

/** What the public site's server render recorded about a page (frontend-public/src/ssr/server-render-context.ts). */
export interface PageHead {
  title?: string;
  siteName?: string;
  description?: string;
  crumbs?: readonly { label: string; to?: string }[];
  faq?: readonly { question: string; answer: string }[];
}

export interface HeadTagsInput {
  head: PageHead;
  /** The page's path without its language prefix and query. */
  path: string;
  language: PageLanguage;
  /** PUBLIC_BASE_URL, without a trailing slash. */
  baseUrl: string;
  notFound: boolean;
}

const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', ru: 'ru_RU' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON made safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The head tags of a server-rendered page: meta description, canonical URL, hreflang alternates, Open Graph and
 * JSON-LD (Organization on the home page, BreadcrumbList, FAQPage), all from what the page rendered. A not-found page
 * gets only `noindex`. The title and description replace the template's; the rest is added to the head.
 */
export function headTags({ head, path, language, baseUrl, notFound }: HeadTagsInput): string[] {
  if (notFound) return ['<meta name="robots" content="noindex">'];
  const urlIn = (lang: PageLanguage) => `${baseUrl}${pathInLanguage(path, lang)}`;
  const canonical = urlIn(language);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...PAGE_LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(urlIn(lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(DEFAULT_LANGUAGE))}">`,
    meta('og:type', 'website'),
    meta('og:url', canonical),
    meta('og:locale', OG_LOCALES[language]),
  ];
  if (head.siteName) tags.push(meta('og:site_name', head.siteName));
  if (head.title) tags.push(meta('og:title', head.title));
  if (head.description) tags.push(meta('og:description', head.description));
  for (const document of structuredData(
    head,
    path === '/',
    canonical,
    (to) => `${baseUrl}${pathInLanguage(to, language)}`,
  ))
    tags.push(`<script type="application/ld+json">${scriptSafe(JSON.stringify(document))}</script>`);
  return tags;
}

function meta(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}">`;
}

function structuredData(head: PageHead, isHome: boolean, canonical: string, absolute: (path: string) => string) {
  const documents: object[] = [];
  if (isHome) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: head.siteName,
      url: absolute('/'),
    });
  }
  // The home page has no breadcrumbs of its own: its list is the site alone.
  const crumbs = head.crumbs ?? (isHome && head.siteName ? [{ label: head.siteName }] : []);
  if (crumbs.length > 0) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: crumb.to ? absolute(crumb.to) : canonical,
      })),
    });
  }
  if (head.faq && head.faq.length > 0) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: head.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    });
  }
  return documents;
}
