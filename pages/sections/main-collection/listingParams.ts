/**
 * A collection page's query string (spec §2: `page`; filters, sort and view are ours): parsed and
 * validated against the store contract (api/catalog.ts) so that a hand-edited or stale URL never
 * reaches the store in a shape it would refuse. Anything invalid is dropped, never an error page.
 * The parameter names are the store API's, so a filtered URL reads the same in both places.
 */
import { type ProductSort, productFiltersQuery, productSorts } from '../../../api/catalog';
import type { ProductFilterParams } from '../../../api/client';
import { MAX_PAGE } from '../../../api/common';

/** Card layouts a shopper can switch between (spec §2). */
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
  /** 1-based (spec §2). */
  page: number;
  /** `null`: the collection's own order. */
  sort: ProductSort | null;
  /** `null`: the theme's cardLayout. */
  view: ListingView | null;
  filters: ListingFilters;
}

/** spec §2: `page` is 1-based; anything else reads as page 1. */
export const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
};

const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string | null) =>
  value !== null && value !== '' && schema.safeParse(value).success ? value : undefined;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * Reads the listing parameters. `collection` is read only where asked (the `all` collection);
 * elsewhere the page's own collection is the scope.
 */
export function parseListingParams(
  search: URLSearchParams,
  { allowCollection = false }: { allowCollection?: boolean } = {},
): ListingParams {
  const shape = productFiltersQuery.shape;
  const sort = search.get('sort');
  const view = search.get('view');
  const availability = search.get('availability');
  let priceMin = valid(shape.price_min, search.get('price_min'));
  let priceMax = valid(shape.price_max, search.get('price_max'));
  // The store refuses min > max; the shopper most likely typed them the other way round.
  if (priceMin !== undefined && priceMax !== undefined && Number(priceMin) > Number(priceMax)) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const options = [
    ...new Set(search.getAll('option').filter((value) => shape.option.safeParse(value).success)),
  ].slice(0, MAX_OPTION_FILTERS);
  return {
    page: parsePage(search.get('page')),
    sort: isOneOf(productSorts, sort) ? sort : null,
    view: isOneOf(listingViews, view) ? view : null,
    filters: {
      collection: allowCollection ? valid(shape.collection, search.get('collection')) : undefined,
      category: valid(shape.category, search.get('category')),
      availability: isOneOf(availabilityValues, availability) ? availability : undefined,
      priceMin,
      priceMax,
      options,
    },
  };
}

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
