import { CatalogueSort, CourseLanguage, CourseLevel, DeliveryMode, LearningType } from '@manara/contract';
import type { z } from 'zod';

/** Cards per page of the catalogue (a multiple of 2, 3 and 4: full rows at every width). */
export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The catalogue's search, filters, sort and page, kept in the address so that a filtered list
 * can be shared, reloaded and gone back to. Prices are minor units, as the API takes them.
 */
export type CatalogueFilters = {
  search: string;
  categoryId?: number;
  language?: CourseLanguage;
  learningType?: LearningType;
  deliveryMode?: DeliveryMode;
  level?: CourseLevel;
  price?: 'free' | 'paid';
  priceMin?: number;
  priceMax?: number;
  sort: CatalogueSort;
  page: number;
};

export const FILTER_KEYS = [
  'categoryId',
  'language',
  'learningType',
  'deliveryMode',
  'level',
  'price',
  'priceMin',
  'priceMax',
] as const;

function oneOf<T extends z.ZodType>(schema: T, value: string | null): z.infer<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min ? number : undefined;
}

/** What the address says, leaving out anything that is not a valid value. */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const price = params.get('price');
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    categoryId: wholeNumber(params.get('categoryId'), 1),
    language: oneOf(CourseLanguage, params.get('language')),
    learningType: oneOf(LearningType, params.get('learningType')),
    deliveryMode: oneOf(DeliveryMode, params.get('deliveryMode')),
    level: oneOf(CourseLevel, params.get('level')),
    price: price === 'free' || price === 'paid' ? price : undefined,
    priceMin: wholeNumber(params.get('priceMin'), 0),
    priceMax: wholeNumber(params.get('priceMax'), 0),
    sort: oneOf(CatalogueSort, params.get('sort')) ?? 'newest',
    page: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

/**
 * The address after `changes`: other parameters (such as the tab) stay; any change but the page
 * itself goes back to page 1; empty values and defaults leave the address.
 */
export function writeCatalogueFilters(
  params: URLSearchParams,
  changes: Partial<Record<keyof CatalogueFilters, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault = (key === 'sort' && value === 'newest') || (key === 'page' && value === 1);
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The `all-courses` query of the filters. */
export function toCatalogueRequest(filters: CatalogueFilters, pageSize = CATALOGUE_PAGE_SIZE) {
  const { page, search, ...rest } = filters;
  const query: Record<string, string | number> = { skip: (page - 1) * pageSize, take: pageSize };
  if (search.trim()) query.search = search.trim();
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) query[key] = value;
  return query;
}

export function countActiveFilters(filters: CatalogueFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}
