/** The labels of a lens half's power property (special attribute `power`, left and right eye). */
export const LENS_POWER_LABELS: readonly string[] = ['Power( L )', 'Power( R )'];

/**
 * What adding `quantity` units adds to the cart count: a lens half (a line carrying a left or
 * right power) counts half, its pair together one item, the same rule the store counts by.
 */
export const countedUnits = (quantity: number, propertyNames: Iterable<string>): number => {
  for (const name of propertyNames) if (LENS_POWER_LABELS.includes(name)) return quantity / 2;
  return quantity;
};
