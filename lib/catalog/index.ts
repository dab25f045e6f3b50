/**
 * Pure catalogue rules shared by the product components and the page layer. No React, no DOM.
 */
export {
  type CardBuyAction,
  cardBuyAction,
  type MarketplaceButtonVariant,
  type MarketplaceKind,
  marketplaceButtonVariants,
  marketplaceKinds,
  marketplaceVariantFromStyle,
  type ProductCardBuyButtonType,
  productCardBuyButtonTypes,
} from './cardActions';
export { cssColourNames, isCssColourName } from './cssColourNames';
export { DISCOUNT_TAG_THRESHOLD_PERCENT, discountPercentage, discountTagPercentage } from './discount';
export { IMAGE_WIDTH_LADDER, isResizableMediaUrl, mediaSrcSet, mediaUrlForWidth } from './imageWidths';
export {
  type BubbleStyle,
  bubbleStyles,
  type PaletteOptionConfig,
  type PaletteType,
  paletteTypes,
  paletteVisibleOptions,
  type ResolvedSwatch,
  resolveSwatch,
} from './palette';
export { safeCssColour } from './safeColour';
export { safeLinkUrl } from './safeUrl';
export { fillTagParts, fillTagText, type TagTextValues, tagPlaceholders } from './tagText';
export { thumbnailUrl } from './thumbnail';
export {
  type CatalogVariant,
  findVariant,
  initialSelection,
  isOptionValueSoldOut,
  isProductSoldOut,
  type SelectionStatus,
  selectionStatus,
  type VariantOption,
  type VariantSelection,
} from './variants';
