import type { CartGiftLabel, CartLineView, GiftProductView } from './types';

/** The gift picker pages 12 gifts at a time. */
export const GIFT_PAGE_SIZE = 12;

/**
 * A gift that has variant attributes but no variants cannot be added
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

/** One part of a cart line: its units, what they cost and what they would cost undiscounted (minor units). */
export interface CartLinePart {
  quantity: number;
  amount: number;
  regularAmount: number;
}

export interface GiftLineInput {
  quantity: number;
  /** Units given as gifts (`gift_count`). */
  giftCount: number;
  /** Minor units. */
  unitPrice: number;
  /** What the whole line costs after its discounts. */
  lineTotal: number;
  /** What its gift units cost after the gift discount (0 when free). */
  giftTotal: number;
  gift: CartGiftLabel | null;
}

/**
 * A line with gift units as two parts: the paid part (quantity − gift_count) and the gift part
 * that carries the "Free" / "N% off" label. Either is null when it holds no units, so a line
 * without gifts is one paid part and a line of gifts only is one gift part. The parts' amounts
 * add up to the line's total.
 */
export const splitGiftLine = (
  line: GiftLineInput,
): { paid: CartLinePart | null; gift: CartLinePart | null } => {
  const giftUnits = line.gift ? Math.min(line.quantity, Math.max(0, line.giftCount)) : 0;
  const paidUnits = line.quantity - giftUnits;
  const giftAmount = giftUnits > 0 ? Math.min(line.lineTotal, Math.max(0, line.giftTotal)) : 0;
  return {
    paid:
      paidUnits > 0
        ? {
            quantity: paidUnits,
            amount: line.lineTotal - giftAmount,
            regularAmount: paidUnits * line.unitPrice,
          }
        : null,
    gift:
      giftUnits > 0
        ? { quantity: giftUnits, amount: giftAmount, regularAmount: giftUnits * line.unitPrice }
        : null,
  };
};

/** Views by the store line they show (a split gift line has two), in order: discount groups list store lines. */
export const viewsByLine = (views: readonly CartLineView[]): Map<string, CartLineView[]> => {
  const byLine = new Map<string, CartLineView[]>();
  for (const view of views) {
    const key = view.lineKey ?? view.key;
    byLine.set(key, [...(byLine.get(key) ?? []), view]);
  }
  return byLine;
};
