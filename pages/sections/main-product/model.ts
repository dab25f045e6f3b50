import type { SizeChart } from './SizeChartDialog';

/** One review as the product page lists it. */
export interface Review {
  id: number;
  /** 1–5. */
  rating: number;
  title: string;
  body: string;
  author: string;
  /** ISO date-time. */
  createdAt: string;
}

export interface MainProductData {
  reviews: Review[];
  reviewTotal: number;
  sizeChart: SizeChart | null;
}
