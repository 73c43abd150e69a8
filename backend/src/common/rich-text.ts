import sanitizeHtml from 'sanitize-html';

/**
 * What survives in rich text (WYSIWYG fields, translations' content, FAQ answers, content blocks): structure,
 * emphasis, links, images and tables. Scripts, styles, event handlers, iframes and `javascript:` URLs never do.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitises one rich-text value on save; null and undefined pass through. */
export function sanitizeRichText<T extends string | null | undefined>(html: T): T {
  if (typeof html !== 'string') return html;
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim() as T;
}

/** The entries of a `{locale: entry}` map with their rich-text properties sanitised. */
export function sanitizeTranslations<T extends object>(
  translations: Record<string, T>,
  richKeys: ReadonlyArray<keyof T>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, entry]) => [locale, sanitizeEntry(entry, richKeys)]),
  );
}

/** One object with its rich-text properties sanitised. */
export function sanitizeEntry<T extends object>(entry: T, richKeys: ReadonlyArray<keyof T>): T {
  const copy = { ...entry };
  for (const key of richKeys) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = sanitizeRichText(value);
  }
  return copy;
}
