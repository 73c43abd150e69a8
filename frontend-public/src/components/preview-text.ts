/** Previews of list items are cut at this many characters (spec §9). */
export const PREVIEW_LENGTH = 300;

/** Text of rich text, for previews: parsed as an inert document, so nothing in it runs or loads. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** At most PREVIEW_LENGTH characters, cut at a word boundary when there is one, with an ellipsis when cut. */
export function previewText(text: string, length: number = PREVIEW_LENGTH): string {
  const clean = plainText(text).replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
