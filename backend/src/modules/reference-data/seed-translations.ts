/**
 * German, Spanish and Russian texts of the reference data, kept as JSON files beside the English seed (one per
 * dataset: `*.translations.json`, keyed like the seed's ledger) and checked at load: a file that lacks a language, a
 * field or a seed entry, or names an entry the seed does not have, stops the start with the key and the reason.
 *
 * They reach the database by a back-fill that runs on every start after the seed, once per entry (a seed ledger
 * dataset of its own), on new and existing installs alike. It adds a language only to a record whose English is still
 * the seed's and that has no text of its own in that language: a record staff rewrote, and any translation staff
 * wrote, stays as they left it.
 */

import { type PrefixedLanguage, PREFIXED_LANGUAGES } from '@parcelpilot/contracts';
import { z } from 'zod';
import type { Database } from '../../database/database.js';
import { loadSeedData } from './seed-data-file.js';
import { inSeedTransaction, markSeeded, notYetSeeded, type SeedTransaction } from './seed-ledger.js';

/** The public languages besides English, the seed's own language. */
export const TRANSLATED_LANGUAGES = PREFIXED_LANGUAGES;
export type TranslatedLanguage = PrefixedLanguage;

/** One seed entry's texts in each translated language. */
export type SeedTranslation<T> = Record<TranslatedLanguage, T>;

const text = z.string().trim().min(1, 'a text (empty is not a translation)');

/** Each of `fields` a non-empty text, each of `optional` one where given; no other fields. */
export function translationFields<K extends string, O extends string = never>(
  fields: readonly K[],
  optional: readonly O[] = [],
) {
  return z.strictObject({
    ...(Object.fromEntries(fields.map((field) => [field, text])) as Record<K, typeof text>),
    ...(Object.fromEntries(optional.map((field) => [field, text.optional()])) as Record<O, z.ZodOptional<typeof text>>),
  });
}

/**
 * Parses a translations file (entry key → language → fields) and checks it covers exactly the seed's entries. `file`
 * names it in the error.
 */
export function loadSeedTranslations<T extends z.ZodType<Record<string, string>>>(
  file: string,
  data: unknown,
  fields: T,
  seedKeys: readonly string[],
): Readonly<Record<string, SeedTranslation<z.infer<T>>>> {
  const schema = z.record(z.string(), z.strictObject({ de: fields, es: fields, ru: fields }));
  const parsed = loadSeedData(file, data, schema) as Record<string, SeedTranslation<z.infer<T>>>;
  const missing = seedKeys.filter((key) => !(key in parsed));
  const unknown = Object.keys(parsed).filter((key) => !seedKeys.includes(key));
  if (missing.length > 0) throw new Error(`${file}: no translation of ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`${file}: ${unknown.join(', ')} is not in the seed`);
  return parsed;
}

/** Whether `texts` holds any text, nested ones included (a carrier's `meta` description counts as its own text). */
function hasText(texts: unknown): boolean {
  if (typeof texts === 'string') return texts.trim() !== '';
  return typeof texts === 'object' && texts !== null && Object.values(texts).some(hasText);
}

/**
 * A record's translations with the seed's languages added where the record has no text of its own in them; `added`
 * lists those languages (empty: nothing to change).
 */
export function withSeedTranslations<T extends object>(
  existing: Readonly<Record<string, T>>,
  seeded: SeedTranslation<T>,
): { translations: Record<string, T>; added: TranslatedLanguage[] } {
  const added = TRANSLATED_LANGUAGES.filter((language) => !hasText(existing[language]));
  const translations: Record<string, T> = { ...existing };
  for (const language of added) translations[language] = seeded[language];
  return { translations, added };
}

/** A record the back-fill may translate: its seed key, and whether its English is still the seed's. */
export interface TranslationTarget<T> {
  id: string;
  key: string;
  englishAsSeeded: boolean;
  translations: Readonly<Record<string, T>>;
}

/**
 * The back-fill of one dataset (see above): for each entry the ledger of `dataset` has not seen, the records of
 * `targets` get the languages they lack, saved by `save`. Answers how many records changed.
 */
export function backfillSeedTranslations<T extends object>(
  db: Database,
  dataset: string,
  seeded: Readonly<Record<string, SeedTranslation<T>>>,
  targets: (tx: SeedTransaction, keys: string[]) => Promise<TranslationTarget<T>[]>,
  save: (
    tx: SeedTransaction,
    id: string,
    translations: Record<string, T>,
    added: readonly TranslatedLanguage[],
  ) => Promise<void>,
): Promise<number> {
  return inSeedTransaction(db, dataset, async (tx) => {
    const fresh = await notYetSeeded(tx, dataset, Object.keys(seeded), (key) => key);
    if (fresh.length === 0) return 0;
    let changed = 0;
    for (const target of await targets(tx, fresh)) {
      if (!target.englishAsSeeded) continue;
      const { translations, added } = withSeedTranslations(target.translations, seeded[target.key]);
      if (added.length === 0) continue;
      await save(tx, target.id, translations, added);
      changed++;
    }
    await markSeeded(tx, dataset, fresh);
    return changed;
  });
}
