import { DEFAULT_LANGUAGE, type Language, perLanguage } from '@parcelpilot/languages';
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, use } from 'react';
import { defaultNamespace, i18nFor } from './i18n';

/** What a component of the public site translates with: one per language, made once. */
export interface Translation {
  t: TFunction<typeof defaultNamespace>;
  i18n: I18n;
  language: Language;
}

/**
 * The translation of one language, made the first time it is asked for and shared by every component and every render
 * after that. react-i18next's `useTranslation` (17.1) instead copies every own property of the i18n instance into a new
 * object the first time each component renders (`createI18nWrapper`, kept in a ref): on the server every render is a
 * first render, so a page render made dozens of copies (5.2% of the API's time under mixed traffic, plus their garbage,
 * docs/PERFORMANCE.md "Profiles"). Nothing on the public site changes an instance's language (each language has its own
 * instance, i18n.ts) and resources added later are read by `t` when called, so one `t` per language is always current.
 */
export const translationFor = perLanguage((language): Translation => {
  const i18n = i18nFor(language);
  return { t: rememberingPlainKeys(i18n, i18n.getFixedT(language, defaultNamespace)), i18n, language };
});

/**
 * `t` that remembers what a key alone (no options: no interpolation, count or context) translates to, until resources
 * are added or removed (a language's strings arriving: `loadLanguage`). i18next resolves every call from scratch
 * (options merged, key split, fallbacks tried, post-processing): with hundreds of such calls per page, that was 2% of
 * the API's time as self time and 6.6% with what it calls under mixed traffic (docs/PERFORMANCE.md). A call with
 * options goes to i18next as it is.
 */
export function rememberingPlainKeys<T extends TFunction<typeof defaultNamespace>>(i18n: I18n, t: T): T {
  const remembered = new Map<string, string>();
  const forget = () => remembered.clear();
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const call = t as unknown as (...args: unknown[]) => unknown;
  const remembering = (...args: unknown[]): unknown => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return call(...args);
    let text = remembered.get(key);
    if (text === undefined) {
      const translated = call(key);
      if (typeof translated !== 'string') return translated;
      text = translated;
      remembered.set(key, text);
    }
    return text;
  };
  return Object.assign(remembering, t);
}

/** Provided by <LanguageProvider>; English outside it (as the bundled strings are). */
export const TranslationContext = createContext<Translation>(translationFor(DEFAULT_LANGUAGE));

/** The public site's `useTranslation`: the translation of the page's language, from <LanguageProvider>. */
export function useTranslation(): Translation {
  return use(TranslationContext);
}
