import { readFileSync } from 'node:fs';
import { PREFIXED_LANGUAGES, type PrefixedLanguage } from '@parcelpilot/languages';
import { expect, test } from '@playwright/test';

// Reads the resource files only: no product server, no browser.

const ROOT = new URL('../../', import.meta.url);

/** Each frontend's strings: English files and, per language, the files that must translate them. */
const BUNDLES = [
  {
    name: 'public',
    english: ['frontend-public/src/i18n/locales/en.json', 'frontend-public/src/i18n/locales/en-pages.json'],
  },
  { name: 'shell', english: ['frontend-shell/src/i18n/locales/en.json'] },
];

function translationFiles(englishFiles: string[], language: PrefixedLanguage): string[] {
  return englishFiles.map((file) => file.replace(/\/en(-[a-z]+)?\.json$/, `/${language}$1.json`));
}

/** Texts that are rightly the same as in English: brand names, placeholders only, and words the language shares. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  all: ['layout.logo', 'nav.usps', 'nav.ups', 'nav.fedex', 'nav.dhl', 'details.weightValue', 'details.window'],
  de: ['routeTable.median', 'stats.median'],
  es: [],
  ru: [],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') entries.set(path, child);
    else for (const [nested, text] of flatten(child, path)) entries.set(nested, text);
  }
  return entries;
}

function strings(files: string[]): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of files) {
    for (const [key, text] of flatten(JSON.parse(readFileSync(new URL(file, ROOT), 'utf8')))) all.set(key, text);
  }
  return all;
}

/**
 * The keys a language needs for English's keys: a plural key (`x_one`, `x_other`) needs one key per plural category
 * of that language (Russian: one, few, many, other), each compared with English's same category, else its `other`.
 */
function expectedKeys(english: Map<string, string>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    if (!PLURAL_SUFFIX.test(key)) {
      expected.set(key, text);
      continue;
    }
    const base = key.replace(PLURAL_SUFFIX, '');
    for (const category of categories) {
      expected.set(`${base}_${category}`, english.get(`${base}_${category}`) ?? english.get(`${base}_other`) ?? text);
    }
  }
  return expected;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]))].sort();
}

for (const bundle of BUNDLES) {
  const english = strings(bundle.english);

  for (const language of PREFIXED_LANGUAGES) {
    test(`the ${bundle.name} strings are all translated into ${language}`, () => {
      const translated = strings(translationFiles(bundle.english, language));
      const expected = expectedKeys(english, language);
      const allowedSame = new Set([...SAME_AS_ENGLISH.all, ...SAME_AS_ENGLISH[language]]);

      const missing = [...expected.keys()].filter((key) => !translated.get(key)?.trim());
      const untranslated = [...expected].filter(([key, text]) => translated.get(key) === text && !allowedSame.has(key));
      const unknown = [...translated.keys()].filter((key) => !expected.has(key));
      const brokenPlaceholders = [...expected]
        .filter(([key]) => translated.has(key))
        .filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join())
        .map(([key]) => key);

      expect(missing, 'keys missing or empty').toEqual([]);
      expect(
        untranslated.map(([key, text]) => `${key}: ${text}`),
        'texts left in English',
      ).toEqual([]);
      expect(unknown, 'keys English does not have').toEqual([]);
      expect(brokenPlaceholders, 'texts whose {{placeholders}} differ from English').toEqual([]);
    });
  }
}

test('the list of texts allowed to stay English names only keys that exist', () => {
  const english = new Map(BUNDLES.flatMap((bundle) => [...strings(bundle.english)]));
  const listed = Object.values(SAME_AS_ENGLISH).flat();
  expect(listed.filter((key) => !english.has(key))).toEqual([]);
});
