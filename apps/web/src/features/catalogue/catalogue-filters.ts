import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  type CourseLanguage,
  type CourseLevel,
  DELIVERY_MODES,
  type DeliveryMode,
  LEARNING_TYPES,
  type LearningType,
} from '@manara/contract';

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

/** The value when it is one of `values` (the contract's plain lists: the catalogue loads no zod). */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
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
    language: oneOf(COURSE_LANGUAGES, params.get('language')),
    learningType: oneOf(LEARNING_TYPES, params.get('learningType')),
    deliveryMode: oneOf(DELIVERY_MODES, params.get('deliveryMode')),
    level: oneOf(COURSE_LEVELS, params.get('level')),
    price: price === 'free' || price === 'paid' ? price : undefined,
    priceMin: wholeNumber(params.get('priceMin'), 0),
    priceMax: wholeNumber(params.get('priceMax'), 0),
    sort: oneOf(CATALOGUE_SORTS, params.get('sort')) ?? 'newest',
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
