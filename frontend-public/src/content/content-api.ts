import type { Schemas } from '@parcelpilot/api-client';
import type { Language } from '@parcelpilot/languages';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';
import { fallbackLang, localized } from '../i18n/localized';

export type ContentRecord = Schemas['ContentResponseDto'];
export type Taxonomy = Schemas['TaxonomyWithChildrenDto'];
export type ContentBlock = Schemas['ContentBlockResponseDto'];
export type Shop = Schemas['ShopResponseDto'];

export interface ListResult<T> {
  records: T[];
  total: number;
}

/**
 * A record's texts in a language: its translation's title, summary and body, each else the record's own (English);
 * `lang` is 'en' for each text shown in English on a page in another language (the `lang` attribute of its element).
 */
export function contentText(record: ContentRecord, language: Language) {
  const translation = localized(record.translations, language);
  return {
    title: translation.title || record.title,
    summary: translation.short_content || record.short_description,
    body: translation.content || record.description,
    lang: {
      title: fallbackLang(record.translations, language, 'title'),
      summary: fallbackLang(record.translations, language, 'short_content'),
      body: fallbackLang(record.translations, language, 'content'),
    },
  };
}

/**
 * A category's texts in a language: its translation's name, summary and description, each else the category's own
 * (English), with the `lang` of each text shown in English on a page in another language.
 */
export function taxonomyText(
  category: Pick<Taxonomy, 'name' | 'short_description' | 'description' | 'translations'>,
  language: Language,
) {
  const translation = localized(category.translations, language);
  return {
    name: translation.name || category.name,
    summary: translation.short_description || category.short_description,
    description: translation.description || category.description,
    lang: {
      name: fallbackLang(category.translations, language, 'name'),
      summary: fallbackLang(category.translations, language, 'short_description'),
      description: fallbackLang(category.translations, language, 'description'),
    },
  };
}

/** A page block's rich text in a language, else the English one (then `lang` is 'en'). */
export function blockText(block: ContentBlock, language: Language) {
  return {
    html: localized(block.translations, language).content || block.content,
    lang: fallbackLang(block.translations, language, 'content'),
  };
}

/** The shop types of the reference shops, named in each language; a type staff made up shows as they wrote it. */
export const SHOP_TYPES = [
  'marketplace',
  'retailer',
  'fashion',
  'electronics',
  'home',
  'beauty',
  'sports',
  'pets',
] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export function isShopType(type: string): type is ShopType {
  return (SHOP_TYPES as readonly string[]).includes(type);
}

/** Items per page of every public list (docs/product-spec.md §9). */
export const LIST_PAGE_SIZE = 20;

export async function getTaxonomy(sysName: string, signal?: AbortSignal): Promise<Taxonomy> {
  return dataOf(await apiClient.GET('/api/public/taxonomy/{sysName}', { params: { path: { sysName } }, signal }));
}

/** A page of a category's published records, in the editors' order. */
export async function listTaxonomyContent(
  sysName: string,
  page: number,
  signal?: AbortSignal,
  limit: number = LIST_PAGE_SIZE,
): Promise<ListResult<ContentRecord>> {
  return dataOf(
    await apiClient.GET('/api/public/taxonomy/{sysName}/content', {
      params: { path: { sysName }, query: { page, limit, sortBy: 'order:asc' } },
      signal,
    }),
  );
}

export async function getTaxonomyContent(
  sysName: string,
  seoUrl: string,
  signal?: AbortSignal,
): Promise<ContentRecord> {
  return dataOf(
    await apiClient.GET('/api/public/taxonomy/{sysName}/content/{seoUrl}', {
      params: { path: { sysName, seoUrl } },
      signal,
    }),
  );
}

/** The published text blocks of the main page or of every courier page, in order. */
export async function contentBlocks(type: ContentBlock['type'], signal?: AbortSignal): Promise<ContentBlock[]> {
  return dataOf(await apiClient.GET('/api/public/content-blocks/{type}', { params: { path: { type } }, signal }));
}

export async function listShops(page: number, signal?: AbortSignal): Promise<ListResult<Shop>> {
  return dataOf(
    await apiClient.GET('/api/public/shops', {
      params: { query: { page, limit: LIST_PAGE_SIZE, sortBy: 'name:asc' } },
      signal,
    }),
  );
}

export async function getShop(systemName: string, signal?: AbortSignal): Promise<Shop> {
  return dataOf(await apiClient.GET('/api/public/shops/{systemName}', { params: { path: { systemName } }, signal }));
}

export function shopPath(systemName: string): string {
  return `/shops/${encodeURIComponent(systemName)}`;
}
