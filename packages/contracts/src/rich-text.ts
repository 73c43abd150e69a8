/**
 * What survives in rich text (WYSIWYG fields, translations' content, FAQ answers, content blocks): structure,
 * emphasis, links, images and tables; no scripts, styles, event handlers, frames, forms or `<meta>`. The API's
 * sanitiser (backend/src/common/rich-text.ts) stores only this; the admin's editor shows only this.
 */
export const RICH_TEXT_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
] as const;

/** The attributes each tag keeps (`*`: every tag). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  '*': ['class', 'lang', 'dir'],
};

/** Link schemes kept; anything else (`javascript:`, `data:`, `//host`) is dropped. Images: http(s) only. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;
