/**
 * Dialog widths in CSS pixels: the popup cart is 760 wide and the
 * search dialog 600. `small` (440) is a house choice for short confirmations
 * and sign-in prompts.
 */
export const dialogWidths = {
  small: 440,
  search: 600,
  cart: 760,
} as const;

export type DialogWidth = keyof typeof dialogWidths;
