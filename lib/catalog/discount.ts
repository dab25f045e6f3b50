/**
 * A card's discount tag shows only when the discount exceeds 1 %;
 * the percentage is round((1 − price / regular_price) × 100), and only when
 * both prices are numbers.
 */
export const DISCOUNT_TAG_THRESHOLD_PERCENT = 1;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The whole-number discount percentage, or `null` when either price is not a
 * number or the regular price is not positive (no meaningful ratio).
 * Works on any unit as long as both prices share it (minor units here).
 */
export const discountPercentage = (price: unknown, regularPrice: unknown): number | null => {
  if (!isPrice(price) || !isPrice(regularPrice) || regularPrice <= 0) return null;
  return Math.round((1 - price / regularPrice) * 100);
};

/** The percentage to show on the card's discount tag, or `null` when the tag must stay hidden. */
export const discountTagPercentage = (price: unknown, regularPrice: unknown): number | null => {
  const percent = discountPercentage(price, regularPrice);
  return percent !== null && percent > DISCOUNT_TAG_THRESHOLD_PERCENT ? percent : null;
};
