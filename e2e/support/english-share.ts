/**
 * How English a page's text reads: the share of its words that are English function words. A page translated into
 * German, Spanish or Russian keeps brand names and numbers, but hardly ever "the", "and" or "your"; an untranslated
 * paragraph brings them by the dozen (about one word in three of running English text is one of them).
 */

/**
 * English function words. Words that are also ordinary words of German or Spanish are left out, so a translated page
 * never counts its own language as English: "in", "an", "am", "was", "also", "so", "will" (German), "a", "no", "he",
 * "me", "son" (Spanish), "per", "via" (both).
 */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `the and of to is are for with your you this that these those it its from by on at or as be been being were
  not can could would should may might must has have had do does did our we us they their them there here
  what which who whom whose when where why how if then than but because while until after before about into onto
  through between during over under again once all any some each every both few more most other such only own same
  too very just out up down off nor yet his her him she my mine yours ours theirs itself themselves yourself
  get gets got see many much however whether within without upon let lets please already still even`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/**
 * Names and terms that carry English function words but are the same in every language (brand and product names),
 * taken out of the text before counting.
 */
export const ALLOWED_ENGLISH_TERMS: readonly string[] = [
  'ParcelPilot',
  'Track & Trace',
  'Track and Trace',
  'Bed Bath & Beyond',
  'Marks & Spencer',
  'The Home Depot',
  'Fulfilled by Amazon',
  // The island's name in German too (CLDR: "Isle of Man"), and in its post's name.
  'Isle of Man',
];

export interface EnglishShare {
  words: number;
  english: number;
  /** english / words, 0 for a text without words. */
  share: number;
}

/** The words of a text: runs of letters (any script), with inner apostrophes ("don't"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
}

export function englishShare(text: string): EnglishShare {
  let rest = text;
  for (const term of ALLOWED_ENGLISH_TERMS) rest = rest.split(term).join(' ');
  const words = wordsOf(rest);
  const english = words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)).length;
  return { words: words.length, english, share: words.length === 0 ? 0 : english / words.length };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The `<main>` element of a server-rendered document (the site has one), or undefined. */
export function mainOf(html: string): string | undefined {
  const start = html.search(/<main[\s>]/i);
  if (start === -1) return undefined;
  const end = html.indexOf('</main>', start);
  return end === -1 ? undefined : html.slice(start, end + '</main>'.length);
}

/** The text a reader sees in a piece of markup: without scripts, styles and tags, entities decoded. */
export function textOf(html: string): string {
  const withoutCode = html.replace(/<(script|style|template|noscript)[\s>][\s\S]*?<\/\1>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
