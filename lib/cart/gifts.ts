import type { GiftProductView } from './types';

/** Spec §9: the gift picker pages 12 gifts at a time. */
export const GIFT_PAGE_SIZE = 12;

/**
 * Spec §5: a gift that has variant attributes but no variants cannot be added
 * (there is nothing to choose), so it is dropped from the list.
 */
export const pickableGifts = <T extends Pick<GiftProductView, 'variantAttributeNames' | 'variantCount'>>(
  gifts: readonly T[],
): T[] => gifts.filter((gift) => gift.variantAttributeNames.length === 0 || gift.variantCount > 0);

/** The number of pages for `total` items (at least 1, so an empty list still has a page). */
export const pageCount = (total: number, pageSize = GIFT_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The items on a 1-based page, clamping the page into range. */
export const pageItems = <T>(items: readonly T[], page: number, pageSize = GIFT_PAGE_SIZE): T[] => {
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
};
