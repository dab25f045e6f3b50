import { describe, expect, it } from 'vitest';
import { countedUnits } from '../../../lib/cart/countedUnits';

describe('countedUnits (the optimistic header count of an add)', () => {
  it('counts a lens half as half an item, left or right, so a pair adds one', () => {
    expect(countedUnits(1, ['Power( L )'])).toBe(0.5);
    expect(countedUnits(1, ['Power( L )']) + countedUnits(1, ['Power( R )'])).toBe(1);
    expect(countedUnits(3, ['Engraving', 'Power( R )'])).toBe(1.5);
  });

  it('counts every other add by its quantity', () => {
    expect(countedUnits(2, [])).toBe(2);
    expect(countedUnits(1, ['Engraving'])).toBe(1);
  });
});
