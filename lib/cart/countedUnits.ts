/** The labels of a lens half's power property (special attribute `power`, left and right eye). */
export const LENS_POWER_LABELS: readonly string[] = ['Power( L )', 'Power( R )'];

/**
 * What adding `units` adds to the cart count, from the add's form fields: a lens half (a line
 * carrying a left or right power property) counts half, a pair one item, as the store counts.
 */
export const countedUnits = (units: number, fields: { has(name: string): boolean }): number =>
  LENS_POWER_LABELS.some((label) => fields.has(`properties[${label}]`)) ? units / 2 : units;
