import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  readCatalogueFilters,
  toCatalogueRequest,
  writeCatalogueFilters,
} from './catalogue-filters.ts';

describe('catalogue filters in the address', () => {
  it('reads valid values and drops the rest', () => {
    const filters = readCatalogueFilters(
      new URLSearchParams(
        'search=إسعاف&level=EXPERT&language=ARABIC&categoryId=0&price=paid&priceMin=500&sort=popular&page=3',
      ),
    );
    expect(filters).toEqual({
      search: 'إسعاف',
      categoryId: undefined,
      language: 'ARABIC',
      learningType: undefined,
      deliveryMode: undefined,
      level: undefined,
      price: 'paid',
      priceMin: 500,
      priceMax: undefined,
      sort: 'popular',
      page: 3,
    });
    expect(countActiveFilters(filters)).toBe(3);
  });

  it('goes back to the first page on any change but the page, keeping other parameters', () => {
    const start = new URLSearchParams('tab=all&page=4&level=BEGINNER');
    expect(writeCatalogueFilters(start, { level: 'ADVANCED' }).toString()).toBe('tab=all&level=ADVANCED');
    expect(writeCatalogueFilters(start, { page: 5 }).toString()).toBe('tab=all&page=5&level=BEGINNER');
    expect(writeCatalogueFilters(start, { level: undefined, sort: 'newest' }).toString()).toBe('tab=all');
  });

  it('builds the API query with skip and take', () => {
    const filters = readCatalogueFilters(new URLSearchParams('search=%20data%20&page=2&price=free'));
    expect(toCatalogueRequest(filters, 12)).toEqual({
      skip: 12,
      take: 12,
      search: 'data',
      price: 'free',
      sort: 'newest',
    });
  });
});
