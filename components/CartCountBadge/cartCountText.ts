/** The badge caps at 99 and shows "99+" above it. */
export const CART_BADGE_CAP = 99;

/**
 * The text a cart badge shows, or `null` when it is hidden (only
 * above 0). Paired lens items count half, so a count can be
 * fractional; a half item is still something in the cart, so it rounds up.
 */
export const cartCountText = (count: number, bracketed = false): string | null => {
  if (!(count > 0)) return null;
  const whole = Math.ceil(count);
  if (whole <= CART_BADGE_CAP) return String(whole);
  return bracketed ? `(${CART_BADGE_CAP}+)` : `${CART_BADGE_CAP}+`;
};
