import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@parcelpilot/contracts';
import DOMPurify from 'dompurify';

/** The API's rich-text allow-list (@parcelpilot/contracts): DOMPurify takes one attribute list for every tag. */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
/** A URL in one of the schemes, or a relative one (a path, or text with no scheme); never `//host`. */
function urlIn(schemes: readonly string[]): RegExp {
  return new RegExp(`^(?:(?:${schemes.join('|')}):|\\/(?!\\/)|[^a-z/:]|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))`, 'i');
}
/** http(s), mailto: and tel: links, and relative ones; never any other scheme. */
const ALLOWED_URI = urlIn(RICH_TEXT_LINK_SCHEMES);
/** Images only over http(s) or from this site, as on the server (no `data:` images). */
const ALLOWED_IMAGE = urlIn(RICH_TEXT_IMAGE_SCHEMES);

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
