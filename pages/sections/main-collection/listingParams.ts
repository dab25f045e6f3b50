/**
 * A collection page's query string (`page`; filters, sort and view are ours): its shape,
 * and the links that change it. The parameter names are the store API's, so a filtered URL reads
 * the same in both places. Reading one from a URL checks it against the store's schemas, which
 * only the server loads: `listingParams.server.ts`.
 */
import type { ProductFilterParams } from '../../../api/client';
import { MAX_PAGE, type ProductSort } from '../../../api/limits';

/** Card layouts a shopper can switch between. */
export const listingViews = ['grid', 'list'] as const;
export type ListingView = (typeof listingViews)[number];

export const availabilityValues = ['in_stock', 'out_of_stock'] as const;
export type Availability = (typeof availabilityValues)[number];

/** The store allows at most this many `option` filters (api/catalog.ts). */
export const MAX_OPTION_FILTERS = 20;

export interface ListingFilters {
  /** Collection handle; only on /collections/all. */
  collection?: string;
  /** Category handle (one at a time). */
  category?: string;
  availability?: Availability;
  /** Major units as typed: `10` or `10.50`. */
  priceMin?: string;
  priceMax?: string;
  /** `Name:Value` pairs, e.g. `Color:Navy`: any value within a name, every name. */
  options: string[];
}

export interface ListingParams {
  /** 1-based. */
  page: number;
  /** `null`: the collection's own order. */
  sort: ProductSort | null;
  /** `null`: the theme's cardLayout. */
  view: ListingView | null;
  filters: ListingFilters;
}

/** `page` is 1-based; anything else reads as page 1. */
export const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
};

/** The filters in the store client's shape. */
export const storeFilters = (filters: ListingFilters): ProductFilterParams => ({
  collection: filters.collection,
  category: filters.category,
  availability: filters.availability,
  price_min: filters.priceMin,
  price_max: filters.priceMax,
  option: filters.options.length > 0 ? filters.options : undefined,
});

/** How many filters narrow the list (the price range counts once). */
export const activeFilterCount = (filters: ListingFilters): number =>
  (filters.collection ? 1 : 0) +
  (filters.category ? 1 : 0) +
  (filters.availability ? 1 : 0) +
  (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0) +
  filters.options.length;

/** The query string for `params` (without `?`), in a stable order; page 1 and defaults are left out. */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  const { filters } = params;
  if (filters.collection) search.set('collection', filters.collection);
  if (filters.category) search.set('category', filters.category);
  if (filters.availability) search.set('availability', filters.availability);
  if (filters.priceMin !== undefined) search.set('price_min', filters.priceMin);
  if (filters.priceMax !== undefined) search.set('price_max', filters.priceMax);
  for (const option of filters.options) search.append('option', option);
  if (params.sort) search.set('sort', params.sort);
  if (params.view) search.set('view', params.view);
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

/** A link to the same listing with some parameters changed; a filter change goes back to page 1. */
export function listingHref(
  path: string,
  params: ListingParams,
  change: {
    filters?: Partial<ListingFilters>;
    sort?: ProductSort | null;
    view?: ListingView | null;
    page?: number;
  },
): string {
  const next: ListingParams = {
    page: change.page ?? (change.filters || change.sort !== undefined ? 1 : params.page),
    sort: change.sort === undefined ? params.sort : change.sort,
    view: change.view === undefined ? params.view : change.view,
    filters: { ...params.filters, ...change.filters },
  };
  const search = listingSearch(next);
  return search ? `${path}?${search}` : path;
}

/** `Color:Navy` → `{ name: 'Color', value: 'Navy' }`. */
export const splitOption = (option: string) => {
  const at = option.indexOf(':');
  return { name: option.slice(0, at), value: option.slice(at + 1) };
};
