import type { ReviewsFilter } from './model';

/** Reviews are listed 10 to a page, from page 1. */
export const REVIEWS_PAGE_SIZE = 10;

/** The list's filter and page from the page URL (`?rating=5&photos=1&page=2`); anything odd is ignored. */
export function reviewsQuery(search: URLSearchParams): ReviewsFilter & { page: number } {
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  return {
    rating:
      Number.isInteger(rating) && rating >= 1 && rating <= 5 ? (rating as ReviewsFilter['rating']) : null,
    withPhotos: search.get('photos') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page URL for a filter and page; page 1 and "no filter" leave their parameters out. */
export function reviewsHref(path: string, filter: ReviewsFilter, page = 1): string {
  const search = new URLSearchParams();
  if (filter.rating) search.set('rating', String(filter.rating));
  if (filter.withPhotos) search.set('photos', '1');
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
