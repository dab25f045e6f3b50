import type { CartGiftLabel } from './types';

/**
 * The gift badge of a cart line: a percentage gift reads "N% off",
 * any other value type reads "Free".
 */
export const giftLabelMessage = (gift: CartGiftLabel): { id: string; values?: { percent: number } } =>
  gift.valueType === 'percentage'
    ? { id: 'cart.line.giftPercentOff', values: { percent: gift.value } }
    : { id: 'cart.line.giftFree' };

/** A custom property value starting with http is a file the shopper can preview. */
export const isPreviewLink = (value: string): boolean => /^https?:\/\//i.test(value.trim());
