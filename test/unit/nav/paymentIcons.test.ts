import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPaymentIcons, visiblePaymentIconCount } from '../../../lib/nav';

describe('visiblePaymentIconCount', () => {
  it.each([
    [320, 3],
    [349, 3],
    [350, 4],
    [399, 4],
    [400, 5],
    [767, 5],
    [768, 6],
    [1023, 6],
    [1024, 8],
    [1920, 8],
  ])('shows the screen count at %i px', (width, count) => {
    expect(visiblePaymentIconCount(width, 8)).toBe(count);
  });

  it('caps the count at the merchant maximum', () => {
    expect(visiblePaymentIconCount(1280, 4)).toBe(4);
    expect(visiblePaymentIconCount(360, 3)).toBe(3);
  });

  it('clamps the maximum to 2–8', () => {
    expect(visiblePaymentIconCount(1280, 1)).toBe(2);
    expect(visiblePaymentIconCount(1280, 0)).toBe(2);
    expect(visiblePaymentIconCount(1280, 12)).toBe(8);
    expect(visiblePaymentIconCount(1280, Number.NaN)).toBe(8);
  });

  it('always lies between 2 and 8 and never above the screen count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: -5, max: 20 }), (width, max) => {
        const count = visiblePaymentIconCount(width, max);
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(8);
        expect(count).toBeLessThanOrEqual(visiblePaymentIconCount(width, 8));
      }),
    );
  });

  it('splits a list into visible icons and the rest', () => {
    const icons = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitPaymentIcons(icons, 360)).toEqual({ visible: ['a', 'b', 'c', 'd'], hidden: ['e', 'f', 'g'] });
    expect(splitPaymentIcons(icons, 1280)).toEqual({ visible: icons, hidden: [] });
  });
});
