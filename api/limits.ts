/**
 * Values of the store contract that the browser needs as well: the sort keys, the search length,
 * the last page. They live here, free of zod, because importing anything from `./catalog` or
 * `./common` evaluates every schema in them — 28 KB gzipped and, on a collection page, about
 * 140 ms of main thread at Lighthouse's 4× CPU. The schema modules re-export them.
 */
export const productSorts = [
  'featured',
  'price_asc',
  'price_desc',
  'newest',
  'best_selling',
  'title_asc',
  'title_desc',
  'rating',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** The search field holds at most 255 characters. */
export const SEARCH_MAX_LENGTH = 255;

/** The highest `page` a listing accepts. */
export const MAX_PAGE = 10_000;
