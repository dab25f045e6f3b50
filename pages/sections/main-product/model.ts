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
  /**
   * The date as the page shows it, written by the server in the page's language: the first date
   * format a page builds costs the browser 10–20 ms of ICU data, in the middle of hydration.
   */
  dateText: string;
}

export interface MainProductData {
  reviews: Review[];
  reviewTotal: number;
  sizeChart: SizeChart | null;
}
