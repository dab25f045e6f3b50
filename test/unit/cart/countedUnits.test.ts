import { describe, expect, it } from 'vitest';
import { countedUnits } from '../../../lib/cart/countedUnits';

const fields = (...names: string[]) => {
  const form = new FormData();
  for (const name of ['product_id', 'quantity', ...names]) form.append(name, '1');
  return form;
};

describe('countedUnits (the optimistic header count of an add)', () => {
  it('counts a lens half as half an item, left or right, so a pair adds one', () => {
    expect(countedUnits(1, fields('properties[Power( L )]'))).toBe(0.5);
    expect(
      countedUnits(1, fields('properties[Power( L )]')) + countedUnits(1, fields('properties[Power( R )]')),
    ).toBe(1);
    expect(countedUnits(3, fields('properties[Engraving]', 'properties[Power( R )]'))).toBe(1.5);
  });

  it('counts every other add by its quantity', () => {
    expect(countedUnits(2, fields())).toBe(2);
    expect(countedUnits(1, fields('properties[Engraving]'))).toBe(1);
  });
});
