import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  listingHref,
  listingSearch,
  storeFilters,
} from '../../../pages/sections/main-collection/listingParams';
import { parseListingParams } from '../../../pages/sections/main-collection/listingParams.server';

const parse = (query: string, allowCollection = false) =>
  parseListingParams(new URLSearchParams(query), { allowCollection });

describe('parseListingParams', () => {
  it('keeps every valid filter, the sort, the view and the page', () => {
    const listing = parse(
      'category=t-shirts&availability=in_stock&price_min=10&price_max=49.50&option=Color:Navy&option=Size:M&sort=price_asc&view=list&page=3',
    );
    expect(listing).toEqual({
      page: 3,
      sort: 'price_asc',
      view: 'list',
      filters: {
        collection: undefined,
        category: 't-shirts',
        availability: 'in_stock',
        priceMin: '10',
        priceMax: '49.50',
        options: ['Color:Navy', 'Size:M'],
      },
    });
    expect(storeFilters(listing.filters)).toEqual({
      collection: undefined,
      category: 't-shirts',
      availability: 'in_stock',
      price_min: '10',
      price_max: '49.50',
      option: ['Color:Navy', 'Size:M'],
    });
  });

  it('drops values the store would refuse instead of failing the page', () => {
    const listing = parse(
      'category=not a handle&availability=soon&price_min=cheap&price_max=-5&option=NoColon&option=Color:&sort=random&view=table&page=0',
    );
    expect(listing).toEqual({
      page: 1,
      sort: null,
      view: null,
      filters: {
        collection: undefined,
        category: undefined,
        availability: undefined,
        priceMin: undefined,
        priceMax: undefined,
        options: [],
      },
    });
    expect(activeFilterCount(listing.filters)).toBe(0);
  });

  it('swaps a price range typed the wrong way round (the store refuses min > max)', () => {
    const { filters } = parse('price_min=80&price_max=20');
    expect([filters.priceMin, filters.priceMax]).toEqual(['20', '80']);
  });

  it('reads the collection filter only where it is allowed (/collections/all)', () => {
    expect(parse('collection=shoes').filters.collection).toBeUndefined();
    expect(parse('collection=shoes', true).filters.collection).toBe('shoes');
  });

  it('ignores repeated options and keeps at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => `option=Size:${i}`).join('&');
    expect(parse(`option=Color:Navy&option=Color:Navy`).filters.options).toEqual(['Color:Navy']);
    expect(parse(many).filters.options).toHaveLength(20);
  });

  it('treats empty fields from a plain form submission as absent', () => {
    const listing = parse('availability=&category=&price_min=&price_max=&sort=featured');
    expect(activeFilterCount(listing.filters)).toBe(0);
    expect(listing.sort).toBe('featured');
  });
});

describe('listingHref', () => {
  const listing = parse('option=Color:Navy&view=list&page=4&sort=newest');

  it('goes back to page 1 when a filter changes, keeping sort and view', () => {
    expect(listingHref('/collections/apparel', listing, { filters: { availability: 'in_stock' } })).toBe(
      '/collections/apparel?availability=in_stock&option=Color%3ANavy&sort=newest&view=list',
    );
  });

  it('keeps the page when only the view changes, and leaves page 1 out of the address', () => {
    expect(listingHref('/c', listing, { view: 'grid' })).toBe(
      '/c?option=Color%3ANavy&sort=newest&view=grid&page=4',
    );
    expect(listingHref('/c', listing, { page: 1 })).toBe('/c?option=Color%3ANavy&sort=newest&view=list');
  });

  it('round-trips through the parser', () => {
    const search = listingSearch(listing);
    expect(parse(search)).toEqual(listing);
  });
});
