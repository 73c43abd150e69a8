import { setImmediate as nextTurn } from 'node:timers/promises';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@parcelpilot/contracts';
import sanitizeHtml from 'sanitize-html';
import { InvalidInputError } from './errors/domain.error.js';

/** The longest rich-text value, before and after sanitising (the columns' and DTOs' limit). */
export const RICH_TEXT_MAX_LENGTH = 500_000;
/**
 * The most `<` characters (an upper bound of the tags) a rich-text value may have. sanitize-html's time grows with
 * the square of the nesting depth: 5,000 nested links with attributes, the worst case measured, take 70-120 ms of
 * CPU (10,000 took twice to four times that; 166,000 nested `<b>` took 20 s), so one value never holds the event
 * loop for long; values are sanitised one at a time with a turn of the event loop between them. One tag per 100
 * characters of a full-length value.
 */
export const RICH_TEXT_MAX_TAGS = 5_000;

/** What survives in rich text: the allow-list in @parcelpilot/contracts, which the admin's editor shows too. */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
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

/** Why a rich-text value is refused before it is sanitised (too long, too many tags), or undefined when it is not. */
export function richTextInputProblem(html: string, maxLength = RICH_TEXT_MAX_LENGTH): string | undefined {
  if (html.length > maxLength) return `must be at most ${maxLength} characters`;
  let tags = 0;
  for (let index = html.indexOf('<'); index !== -1; index = html.indexOf('<', index + 1)) {
    if (++tags > RICH_TEXT_MAX_TAGS) return `must have at most ${RICH_TEXT_MAX_TAGS} tags (counting every "<")`;
  }
  return undefined;
}

/** Validates a rich-text DTO property: a string within `maxLength` characters and the tag cap. */
export function IsRichText(maxLength = RICH_TEXT_MAX_LENGTH, options?: ValidationOptions): PropertyDecorator {
  const problem = (value: unknown) =>
    typeof value === 'string' ? richTextInputProblem(value, maxLength) : 'must be a string';
  return (target, propertyName) => {
    registerDecorator({
      name: 'isRichText',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args: ValidationArguments) => `${args.property} ${problem(args.value) ?? 'is not valid'}`,
      },
    });
  };
}

/** Where a rich-text value goes: the field named in an error, and its length limit. */
export interface RichTextField {
  field: string;
  maxLength?: number;
}

function refuse(field: string, problem: string): never {
  throw new InvalidInputError(`${field} ${problem}`, { [field]: `${field} ${problem}` });
}

/**
 * Sanitises one rich-text value on save; null and undefined pass through. The value is refused (400 naming the
 * field) before sanitising when it is too long or has too many tags, and after when the cleaned value is too long
 * (closing tags and escaped characters make it longer). It waits for a turn of the event loop first, so a request
 * with many values lets other requests in between them.
 */
export async function sanitizeRichText<T extends string | null | undefined>(
  html: T,
  { field, maxLength = RICH_TEXT_MAX_LENGTH }: RichTextField,
): Promise<T> {
  if (typeof html !== 'string') return html;
  const problem = richTextInputProblem(html, maxLength);
  if (problem) refuse(field, problem);
  await nextTurn();
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
  if (clean.length > maxLength) refuse(field, `must be at most ${maxLength} characters once cleaned (${clean.length})`);
  return clean as T;
}

/** The entries of a `{locale: entry}` map with their rich-text properties sanitised (fields `<field>.<locale>.<key>`). */
export async function sanitizeTranslations<T extends object>(
  translations: Record<string, T>,
  richKeys: ReadonlyArray<keyof T & string>,
  { field, maxLength }: RichTextField,
): Promise<Record<string, T>> {
  const result: Record<string, T> = {};
  for (const [locale, entry] of Object.entries(translations)) {
    result[locale] = await sanitizeEntry(entry, richKeys, { field: `${field}.${locale}`, maxLength });
  }
  return result;
}

/** The items of a list with their rich-text properties sanitised (fields `<field>.<index>.<key>`). */
export async function sanitizeEntries<T extends object>(
  items: readonly T[],
  richKeys: ReadonlyArray<keyof T & string>,
  { field, maxLength }: RichTextField,
): Promise<T[]> {
  const result: T[] = [];
  for (const [index, item] of items.entries()) {
    result.push(await sanitizeEntry(item, richKeys, { field: `${field}.${index}`, maxLength }));
  }
  return result;
}

/** One object with its rich-text properties sanitised (fields `<field>.<key>`). */
export async function sanitizeEntry<T extends object>(
  entry: T,
  richKeys: ReadonlyArray<keyof T & string>,
  { field, maxLength }: RichTextField,
): Promise<T> {
  const copy = { ...entry };
  for (const key of richKeys) {
    const value = copy[key];
    if (typeof value === 'string') {
      copy[key] = await sanitizeRichText(value, { field: `${field}.${key}`, maxLength });
    }
  }
  return copy;
}

const TAG_START = /[a-zA-Z!/?]/;

/**
 * The plain text of a value meant to hold no markup: every tag (and comment, doctype or processing instruction) is
 * removed, from its `<` to the next `>` (or the end). A run of `<` before a tag goes with it, so what is left has no
 * `<` followed by a letter, `/`, `!` or `?`: nothing a browser would read as markup. A `<` before anything else
 * ("a <3 b", "x < y") stays, and so do entities, as text. One pass, linear in the length (no regular expression that
 * could backtrack over a run of `<`).
 */
export function plainText(text: string): string {
  let result = '';
  let from = 0;
  let open = text.indexOf('<');
  while (open !== -1) {
    let after = open;
    while (text[after] === '<') after++;
    if (after < text.length && TAG_START.test(text[after])) {
      result += text.slice(from, open);
      const close = text.indexOf('>', after);
      from = close === -1 ? text.length : close + 1;
      open = text.indexOf('<', from);
    } else {
      open = text.indexOf('<', after);
    }
  }
  return result + text.slice(from);
}
