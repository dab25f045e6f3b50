/** Card buy-button types, the same values as the theme setting `cardBuyButtonType`. */
export const productCardBuyButtonTypes = ['popup', 'link', 'add', 'default'] as const;
export type ProductCardBuyButtonType = (typeof productCardBuyButtonTypes)[number];

/** What the card's buy button does. */
export type CardBuyAction = 'soldOut' | 'quickView' | 'productPage' | 'add' | 'pickOptions';

/**
 * Sold out shows a disabled sold-out button; popup opens a dialog;
 * link goes to the product page; add adds directly — but a product with a
 * choice of variants first expands an option picker; default goes to the
 * product page when there is more than one variant and adds otherwise.
 */
export const cardBuyAction = (
  type: ProductCardBuyButtonType,
  { variantCount, soldOut }: { variantCount: number; soldOut: boolean },
): CardBuyAction => {
  if (soldOut) return 'soldOut';
  switch (type) {
    case 'popup':
      return 'quickView';
    case 'link':
      return 'productPage';
    case 'add':
      return variantCount > 1 ? 'pickOptions' : 'add';
    default:
      return variantCount > 1 ? 'productPage' : 'add';
  }
};

/** Marketplace button kinds (button_type). */
export const marketplaceKinds = ['amazon', 'ebay', 'aliexpress', 'custom'] as const;
export type MarketplaceKind = (typeof marketplaceKinds)[number];

/** Marketplace button looks: `button_style` first/second/third. */
export const marketplaceButtonVariants = ['solid', 'outline', 'link'] as const;
export type MarketplaceButtonVariant = (typeof marketplaceButtonVariants)[number];

/** Maps the store's button_style (first/second/third) to a look; anything else is solid. */
export const marketplaceVariantFromStyle = (style: string | undefined): MarketplaceButtonVariant =>
  style === 'second' ? 'outline' : style === 'third' ? 'link' : 'solid';
