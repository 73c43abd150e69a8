/** Previews of list items are cut at this many characters (docs/product-spec.md §9). */
export const PREVIEW_LENGTH = 300;

/**
 * Markup to leave out of a preview: comments, and tags (a `<` followed by a letter, `/`, `!` or `?`; any other `<`
 * is text, as in HTML). Elements that separate blocks leave a space, so that "<p>a</p><p>b</p>" reads "a b".
 */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w-]*|[!?])[^>]*(?:>|$)/g;
const BLOCK =
  /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|pre|section|table|td|th|tr|ul)$/i;
const SKIPPED_CONTENT = /<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** The named references rich text holds once sanitised (it escapes & < > " only), and a few common typographic ones. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

function character(code: number, reference: string): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : reference;
}

function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return character(Number(decimal), reference);
    if (hex) return character(parseInt(hex, 16), reference);
    return (name && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? reference;
  });
}

/**
 * Text of rich text, for previews. Plain string work, no DOM: it runs the same in the server render (which has no
 * DOMParser) and in the browser, and nothing in the markup is ever parsed as a document, run or loaded.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const text = html
    .replace(SKIPPED_CONTENT, ' ')
    .replace(MARKUP, (_tag, _slash: string | undefined, name: string | undefined) =>
      name && BLOCK.test(name) ? ' ' : '',
    );
  return decodeReferences(text);
}

/** At most PREVIEW_LENGTH characters, cut at a word boundary when there is one, with an ellipsis when cut. */
export function previewText(text: string, length: number = PREVIEW_LENGTH): string {
  const clean = plainText(text).replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
