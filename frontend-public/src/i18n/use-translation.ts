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
export const translationFor = perLanguage((language): Translation => ({
  t: i18nFor(language).getFixedT(language, defaultNamespace),
  i18n: i18nFor(language),
  language,
}));

/** Provided by <LanguageProvider>; English outside it (as the bundled strings are). */
export const TranslationContext = createContext<Translation>(translationFor(DEFAULT_LANGUAGE));

/** The public site's `useTranslation`: the translation of the page's language, from <LanguageProvider>. */
export function useTranslation(): Translation {
  return use(TranslationContext);
}
