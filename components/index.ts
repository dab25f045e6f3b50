/**
 * The design system's public surface. Import components from here, never from
 * their folders; `components/private/` is internal.
 */

export {
  AccountNav,
  type AccountNavPage,
  type AccountNavProps,
  accountNavPages,
} from './AccountNav/AccountNav';
export { AddressCard, type AddressCardProps } from './AddressCard/AddressCard';
export { BackToTop, type BackToTopProps } from './BackToTop/BackToTop';
export { Box, type BoxProps } from './Box/Box';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './Button/Button';
export { CarouselBanner, type CarouselBannerProps } from './CarouselBanner/CarouselBanner';
export {
  CarouselBannerStatic,
  type CarouselBannerStaticProps,
} from './CarouselBanner/CarouselBannerStatic';
export type { CarouselSlide } from './CarouselBanner/CarouselSlide';
export { type CarouselControlType, carouselControlTypes } from './CarouselBanner/carouselControlTypes';
export {
  CART_BADGE_CAP,
  CartCountBadge,
  type CartCountBadgeProps,
  cartCountText,
} from './CartCountBadge/CartCountBadge';
export {
  CartLineItem,
  type CartLineItemProps,
  DEFAULT_LINE_IMAGE,
} from './CartLineItem/CartLineItem';
export { CartNote, type CartNoteProps, type CartNoteSaveResult } from './CartNote/CartNote';
export { CartSummary, type CartSummaryProps } from './CartSummary/CartSummary';
export { CheckoutButton, type CheckoutButtonProps } from './CheckoutButton/CheckoutButton';
export {
  type CombinationItem,
  CombinationThumbnails,
  type CombinationThumbnailsProps,
} from './CombinationThumbnails/CombinationThumbnails';
export {
  type AppliedCoupon,
  type CouponApplyResult,
  type CouponFailureReason,
  CouponForm,
  type CouponFormProps,
  type CouponRemoveResult,
} from './CouponForm/CouponForm';
export {
  AUTO_CURRENCY,
  CurrencySelector,
  type CurrencySelectorProps,
} from './CurrencySelector/CurrencySelector';
export {
  Dialog,
  type DialogMobilePlacement,
  type DialogProps,
  type DialogWidth,
  dialogMobilePlacements,
  dialogWidths,
} from './Dialog/Dialog';
export { DiscountTips, type DiscountTipsProps } from './DiscountTips/DiscountTips';
export {
  Drawer,
  type DrawerProps,
  type DrawerSide,
  type DrawerWidth,
  drawerSides,
  drawerWidths,
} from './Drawer/Drawer';
export { Footer, type FooterMenu, type FooterProps } from './Footer/Footer';
export { GiftPicker, type GiftPickerProps } from './GiftPicker/GiftPicker';
export {
  Header,
  type HeaderHeights,
  type HeaderLayout,
  type HeaderProps,
  type HeaderVisibility,
  headerLayouts,
  headerVisibilities,
} from './Header/Header';
export {
  HeaderCartButton,
  type HeaderCartButtonProps,
  type HeaderCartIndicator,
  headerCartIndicators,
} from './HeaderCartButton/HeaderCartButton';
export { Heading, type HeadingLevel, type HeadingProps, headingLevels } from './Heading/Heading';
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './Icon/Icon';
export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineCollapseBelow,
  type InlineProps,
  inlineAligns,
  inlineAlignYs,
  inlineCollapseBelows,
} from './Inline/Inline';
export { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector/LanguageSelector';
export {
  type MarketplaceButton,
  MarketplaceButtons,
  type MarketplaceButtonsProps,
} from './MarketplaceButtons/MarketplaceButtons';
export {
  type AccountUrls,
  MobileDrawer,
  type MobileDrawerProps,
  type NavConfig,
} from './MobileDrawer/MobileDrawer';
export { InlineNotice, type InlineNoticeProps, type NoticeTone, noticeTones } from './Notices/InlineNotice';
export {
  noticesFromResponse,
  TOAST_DURATION_MS,
  type ToastMessage,
  Toasts,
  type ToastsProps,
  type ToastTone,
} from './Notices/Toasts';
export { OrderListItem, type OrderListItemProps } from './OrderListItem/OrderListItem';
export { OrderProgress, type OrderProgressProps } from './OrderProgress/OrderProgress';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export {
  PaletteSwatches,
  type PaletteSwatchesProps,
  type PaletteSwatchOption,
  type PaletteSwatchView,
  paletteSwatchViews,
} from './PaletteSwatches/PaletteSwatches';
export {
  type PaymentBrand,
  type PaymentIconItem,
  PaymentIcons,
  type PaymentIconsProps,
  paymentBrandNames,
} from './PaymentIcons/PaymentIcons';
export {
  Popover,
  type PopoverAlign,
  type PopoverProps,
  type PopoverSide,
  popoverAligns,
  popoverSides,
} from './Popover/Popover';
export {
  type CouponInputVisibility,
  PopupCart,
  type PopupCartProps,
  type PopupCartVariant,
  popupCartVariants,
} from './PopupCart/PopupCart';
export { moneyText } from './Price/MoneyText';
export { Price, type PriceProps, type PriceSize, priceSizes } from './Price/Price';
export {
  ProductCard,
  type ProductCardAnimation,
  type ProductCardImage,
  type ProductCardLayout,
  type ProductCardPalette,
  type ProductCardProps,
  type ProductCardTag,
  productCardAnimations,
  productCardLayouts,
} from './ProductCard/ProductCard';
export {
  ProductTagBadge,
  type ProductTagBadgeProps,
  type ProductTagKind,
  type ProductTagPosition,
  type ProductTagShape,
  type ProductTagWidth,
  productTagKinds,
  productTagPositions,
  productTagShapes,
} from './ProductTagBadge/ProductTagBadge';
// A component whose code loads on first use and, once in, renders without a Suspense delay.
export { type DeferredComponent, deferredComponent } from './private/DeferredOverlay';
export {
  QuantityInput,
  type QuantityInputProps,
  type QuantityInputSize,
  quantityInputSizes,
} from './QuantityInput/QuantityInput';
export {
  DEFAULT_IMAGE_SRC,
  ResponsiveImage,
  type ResponsiveImageFit,
  type ResponsiveImageProps,
  responsiveImageFits,
} from './ResponsiveImage/ResponsiveImage';
export { type RatingDistribution, RatingSummary, type RatingSummaryProps } from './Reviews/RatingSummary';
export {
  type ReviewField,
  ReviewForm,
  type ReviewFormProps,
  type ReviewFormValues,
} from './Reviews/ReviewForm';
export { ReviewList, type ReviewListProps, type ReviewPhoto, type ReviewView } from './Reviews/ReviewList';
export { cardBrandName, SavedCard, type SavedCardProps } from './SavedCard/SavedCard';
export {
  SEARCH_MAX_LENGTH,
  SearchBox,
  type SearchBoxProps,
  type SearchSuggestion,
} from './SearchBox/SearchBox';
export { SearchDialog, type SearchDialogProps } from './SearchDialog/SearchDialog';
export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from './Skeleton/Skeleton';
export { Stack, type StackAlign, type StackProps, stackAligns } from './Stack/Stack';
export {
  roundToHalfStar,
  STAR_RATING_MAX,
  StarRating,
  type StarRatingProps,
  type StarRatingSize,
  starRatingSizes,
} from './StarRating/StarRating';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './Text/Text';
export { TextField, type TextFieldProps, type TextFieldType, textFieldTypes } from './TextField/TextField';
export {
  VARIANT_SELECT_THRESHOLD,
  type VariantOptionDisplay,
  type VariantPalette,
  VariantPicker,
  type VariantPickerProps,
  variantOptionDisplays,
} from './VariantPicker/VariantPicker';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden/VisuallyHidden';
export {
  WishlistHeart,
  WishlistHeartForm,
  type WishlistHeartFormProps,
  type WishlistHeartProps,
} from './WishlistHeart/WishlistHeart';
export { WISHLIST_LOW_STOCK, WishlistItem, type WishlistItemProps } from './WishlistItem/WishlistItem';
