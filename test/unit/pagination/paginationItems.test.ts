import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, getPaginationItems, type PaginationItem, parsePageParam } from '../../../lib/pagination';

/** Compact picture of a bar: `[5]` is the current page, `…` an ellipsis. */
const draw = (items: PaginationItem[]): string =>
  items
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : `${item.page}`))
    .join(' ');

describe('getPaginationItems', () => {
  it('shows every page when there are few', () => {
    expect(draw(getPaginationItems({ page: 2, pageCount: 4 }))).toBe('1 [2] 3 4');
  });

  it('shows first, current with neighbours, last and ellipses in the middle of many pages', () => {
    expect(draw(getPaginationItems({ page: 10, pageCount: 20 }))).toBe('1 … 9 [10] 11 … 20');
  });

  it('shows one ellipsis near the start and near the end', () => {
    expect(draw(getPaginationItems({ page: 1, pageCount: 20 }))).toBe('[1] 2 … 20');
    expect(draw(getPaginationItems({ page: 20, pageCount: 20 }))).toBe('1 … 19 [20]');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(draw(getPaginationItems({ page: 4, pageCount: 20 }))).toBe('1 2 3 [4] 5 … 20');
    expect(draw(getPaginationItems({ page: 17, pageCount: 20 }))).toBe('1 … 16 [17] 18 19 20');
  });

  it('widens the window with more siblings', () => {
    expect(draw(getPaginationItems({ page: 10, pageCount: 20, siblings: 2 }))).toBe(
      '1 … 8 9 [10] 11 12 … 20',
    );
  });

  it('shows a single page and nothing for no pages', () => {
    expect(draw(getPaginationItems({ page: 1, pageCount: 1 }))).toBe('[1]');
    expect(getPaginationItems({ page: 1, pageCount: 0 })).toEqual([]);
  });

  it('clamps a page beyond the last one', () => {
    expect(draw(getPaginationItems({ page: 99, pageCount: 5 }))).toBe('1 … 4 [5]');
    expect(clampPage(-3, 5)).toBe(1);
  });

  it('reads the page query parameter, defaulting to 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam(null)).toBe(1);
  });

  it('always lists ascending unique pages with first, last and exactly one current', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (pageCount, page) => {
        const items = getPaginationItems({ page, pageCount });
        const pages = items.flatMap((item) => (item.type === 'page' ? [item] : []));
        const numbers = pages.map((item) => item.page);
        const ascending = numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? 0));
        const noAdjacentEllipses = items.every(
          (item, i) => item.type === 'page' || items[i + 1]?.type !== 'ellipsis',
        );
        return (
          ascending &&
          noAdjacentEllipses &&
          numbers[0] === 1 &&
          numbers.at(-1) === pageCount &&
          pages.filter((item) => item.current).length === 1 &&
          items.length <= 9
        );
      }),
    );
  });
});
