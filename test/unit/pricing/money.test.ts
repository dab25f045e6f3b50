// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, percentOf } from '../../../server/domain/pricing/money.ts';

describe('percentOf', () => {
  it('rounds half up to the minor unit', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
  });

  it('clamps percentages to 0–100', () => {
    expect(percentOf(1000, 150)).toBe(1000);
    expect(percentOf(1000, -5)).toBe(0);
  });

  it('stays exact beyond 2^53 through BigInt', () => {
    // 9e15 × 3333 basis points overflows doubles; 33.33 % of 9e15 is exactly 2 999 700 000 000 000.
    expect(percentOf(9_000_000_000_000_000, 33.33)).toBe(2_999_700_000_000_000);
  });
});

describe('allocate', () => {
  it('gives the leftover units to the largest remainders, ties to the earlier index', () => {
    expect(allocate(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]); // never more than the weights
    expect(allocate(10, [30, 50, 20])).toEqual([3, 5, 2]);
    expect(allocate(7, [1, 2, 2])).toEqual([1, 2, 2]);
  });

  it('splits exactly, within one unit of the exact share, and never above a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 40_000_000 }),
        (weights, total) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const shares = allocate(total, weights);
          const expected = sum === 0 ? 0 : Math.min(total, sum);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(expected);
          shares.forEach((share, index) => {
            expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
            expect(share).toBeLessThanOrEqual(weights[index]!);
            if (sum > 0) expect(Math.abs(share - (expected * weights[index]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
