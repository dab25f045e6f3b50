/**
 * Which page links a pagination bar shows: the first page, the
 * current page with its neighbours, the last page, and an ellipsis for each
 * gap. A gap of exactly one page shows that page instead of an ellipsis, so
 * the bar never hides a single page behind "…".
 */
export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationOptions {
  /** The current page, 1-based. Out-of-range values are clamped. */
  page: number;
  /** Number of pages. Fewer than 1 yields no items. */
  pageCount: number;
  /** Pages shown on each side of the current page. @default 1 */
  siblings?: number;
}

export const getPaginationItems = ({
  page,
  pageCount,
  siblings = 1,
}: PaginationOptions): PaginationItem[] => {
  if (pageCount < 1) return [];
  const current = clampPage(page, pageCount);
  const from = Math.max(1, current - siblings);
  const to = Math.min(pageCount, current + siblings);

  const pages = new Set<number>([1, pageCount]);
  for (let p = from; p <= to; p++) pages.add(p);
  // Fill one-page gaps next to the first and last page.
  if (from === 3) pages.add(2);
  if (to === pageCount - 2) pages.add(pageCount - 1);

  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) {
      items.push({ type: 'ellipsis', position: p < current ? 'start' : 'end' });
    }
    items.push({ type: 'page', page: p, current: p === current });
  });
  return items;
};

/** Keeps a page number within 1…pageCount (a stale `?page=99` link shows the last page). */
export const clampPage = (page: number, pageCount: number): number =>
  Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), Math.max(1, pageCount));

/** Reads the `page` query parameter: missing or invalid means page 1. */
export const parsePageParam = (value: string | null | undefined): number => {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
};
