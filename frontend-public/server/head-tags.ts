import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from '@parcelpilot/languages';
import type { PageHead } from '../src/ssr/server-render-context';

export interface HeadTagsInput {
  head: PageHead;
  /** The page's path without its language prefix and query. */
  path: string;
  language: Language;
  /** PUBLIC_BASE_URL, without a trailing slash. */
  baseUrl: string;
  notFound: boolean;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', ru: 'ru_RU' };

/** Text made safe in HTML, as element content and as an attribute value. */
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
 * gets only `noindex`. The title and description have their own place in the document (document.ts).
 */
export function headTags({ head, path, language, baseUrl, notFound }: HeadTagsInput): string[] {
  if (notFound) return ['<meta name="robots" content="noindex">'];
  const urlIn = (lang: Language) => `${baseUrl}${pathInLanguage(lang, path)}`;
  const canonical = urlIn(language);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(urlIn(lang))}">`),
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
    (to) => `${baseUrl}${pathInLanguage(language, to)}`,
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
