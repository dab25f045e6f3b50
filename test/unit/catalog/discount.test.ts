import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercentage, discountTagPercentage } from '../../../lib/catalog';

describe('discountPercentage', () => {
  it('is round((1 − price / regular_price) × 100)', () => {
    expect(discountPercentage(3900, 5200)).toBe(25);
    expect(discountPercentage(6650, 10000)).toBe(34); // 33.5 rounds up
    expect(discountPercentage(6660, 10000)).toBe(33);
  });

  it('is null unless both prices are numbers', () => {
    expect(discountPercentage(undefined, 5200)).toBeNull();
    expect(discountPercentage(3900, null)).toBeNull();
    expect(discountPercentage('39.00', 5200)).toBeNull();
    expect(discountPercentage(3900, Number.NaN)).toBeNull();
    expect(discountPercentage(3900, 0)).toBeNull();
  });

  it('matches the formula for any pair of prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (price, regular) => {
          const percent = discountPercentage(price, regular);
          expect(percent).toBe(Math.round((1 - price / regular) * 100));
          expect(Number.isInteger(percent)).toBe(true);
        },
      ),
    );
  });
});

describe('discountTagPercentage (only above 1 %)', () => {
  it('hides the tag at 1 % and below', () => {
    expect(discountTagPercentage(9900, 10000)).toBeNull();
    expect(discountTagPercentage(9860, 10000)).toBeNull(); // 1.4 % rounds to 1
    expect(discountTagPercentage(10000, 10000)).toBeNull();
    expect(discountTagPercentage(12000, 10000)).toBeNull();
  });

  it('shows the tag from 2 %', () => {
    expect(discountTagPercentage(9840, 10000)).toBe(2); // 1.6 % rounds to 2
    expect(discountTagPercentage(5000, 10000)).toBe(50);
  });

  it('never shows a tag of 1 % or less, and always shows one above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (price, regular) => {
          const tag = discountTagPercentage(price, regular);
          const percent = Math.round((1 - price / regular) * 100);
          expect(tag).toBe(percent > 1 ? percent : null);
        },
      ),
    );
  });
});
