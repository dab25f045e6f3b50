import type { RatingDistribution, ReviewField, ReviewFormValues, ReviewView } from '../../../components';

/** What the reviews page shows: one page of a product's published reviews and the form. */
export interface ReviewsPageModel {
  product: { id: number; title: string; path: string; image: string | null };
  /** False when the product's reviews are closed: no form. */
  open: boolean;
  average: number;
  distribution: RatingDistribution;
  reviews: ReviewView[];
  /** Reviews matching the filter (for paging). */
  total: number;
  page: number;
  pageSize: number;
  filter: ReviewsFilter;
}

export interface ReviewsFilter {
  rating: 1 | 2 | 3 | 4 | 5 | null;
  withPhotos: boolean;
}

/**
 * What the form action answers: the shopper's input and what to fix (message ids, per field and
 * for the whole form), or what became of the review.
 */
export type ReviewActionResult =
  | {
      ok: false;
      values: Partial<ReviewFormValues>;
      errors: Partial<Record<ReviewField, string>>;
      message?: string;
    }
  | { ok: true; status: 'pending' | 'published' };
