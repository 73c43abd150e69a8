import DOMPurify from 'dompurify';

/**
 * The allow-list of the API's rich-text sanitiser (backend/src/common/rich-text.ts), for what the editor renders:
 * structure, emphasis, links, images and tables; no scripts, styles, event handlers, frames, forms or `<meta>`.
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'span', 'div'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
];
const ALLOWED_ATTR = [
  ...['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading'],
  ...['colspan', 'rowspan', 'scope', 'start', 'type', 'class', 'lang', 'dir'],
];
/** http(s), mailto: and tel: links, and relative ones; never `//host` nor any other scheme. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|[^a-z/:]|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))/i;
/** Images only over http(s) or from this site, as on the server (no `data:` images). */
const ALLOWED_IMAGE = /^(?:https?:|\/(?!\/)|[^a-z/:]|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))/i;

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !ALLOWED_IMAGE.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
});

/**
 * Rich text made safe to write into the admin's DOM. The API sanitises what it stores, but a value stored before
 * that (or a text field's value shown after the field became rich text) may still hold markup that redirects
 * (`<meta http-equiv=refresh>`) or runs script (`onerror`): it is parsed inert and reduced to the allow-list.
 */
export function sanitizeRichTextForEditor(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
