/**
 * The design system's public surface. Import components from here, never from
 * their folders; `components/private/` is internal.
 */
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
export {
  CART_BADGE_CAP,
  CartCountBadge,
  type CartCountBadgeProps,
  cartCountText,
} from './CartCountBadge/CartCountBadge';
export {
  Dialog,
  type DialogMobilePlacement,
  type DialogProps,
  type DialogWidth,
  dialogMobilePlacements,
  dialogWidths,
} from './Dialog/Dialog';
export {
  Drawer,
  type DrawerProps,
  type DrawerSide,
  type DrawerWidth,
  drawerSides,
  drawerWidths,
} from './Drawer/Drawer';
export { Heading, type HeadingLevel, type HeadingProps, headingLevels } from './Heading/Heading';
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
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export {
  Popover,
  type PopoverAlign,
  type PopoverProps,
  type PopoverSide,
  popoverAligns,
  popoverSides,
} from './Popover/Popover';
export { Price, type PriceProps, type PriceSize, priceSizes } from './Price/Price';
export {
  QuantityInput,
  type QuantityInputProps,
  type QuantityInputSize,
  quantityInputSizes,
} from './QuantityInput/QuantityInput';
export { Stack, type StackAlign, type StackProps, stackAligns } from './Stack/Stack';
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
export {
  type CartLineItemProps,
  CartLineItem,
  DEFAULT_LINE_IMAGE,
} from "./CartLineItem/CartLineItem";
export { CartNote, type CartNoteProps, type CartNoteSaveResult } from "./CartNote/CartNote";
export { CartSummary, type CartSummaryProps } from "./CartSummary/CartSummary";
export { CheckoutButton, type CheckoutButtonProps } from "./CheckoutButton/CheckoutButton";
export {
  type AppliedCoupon,
  type CouponApplyResult,
  type CouponFailureReason,
  CouponForm,
  type CouponFormProps,
  type CouponRemoveResult,
} from "./CouponForm/CouponForm";
export { DiscountTips, type DiscountTipsProps } from "./DiscountTips/DiscountTips";
export { GiftPicker, type GiftPickerProps } from "./GiftPicker/GiftPicker";
export {
  HeaderCartButton,
  type HeaderCartButtonProps,
  type HeaderCartIndicator,
  headerCartIndicators,
} from "./HeaderCartButton/HeaderCartButton";
export { InlineNotice, type InlineNoticeProps, type NoticeTone, noticeTones } from "./Notices/InlineNotice";
export {
  noticesFromResponse,
  TOAST_DURATION_MS,
  type ToastMessage,
  Toasts,
  type ToastsProps,
  type ToastTone,
} from "./Notices/Toasts";
export {
  type CouponInputVisibility,
  PopupCart,
  type PopupCartProps,
  type PopupCartVariant,
  popupCartVariants,
} from "./PopupCart/PopupCart";
export { BackToTop, type BackToTopProps } from "./BackToTop/BackToTop";
export {
  type CarouselBannerProps,
  CarouselBanner,
  type CarouselControlType,
  type CarouselSlide,
  carouselControlTypes,
} from "./CarouselBanner/CarouselBanner";
export { Footer, type FooterMenu, type FooterProps } from "./Footer/Footer";
export {
  Header,
  type HeaderHeights,
  type HeaderProps,
  type HeaderVisibility,
  headerVisibilities,
} from "./Header/Header";
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from "./Icon/Icon";
export { type AccountUrls, MobileDrawer, type MobileDrawerProps, type NavConfig } from "./MobileDrawer/MobileDrawer";
export {
  type PaymentBrand,
  type PaymentIconItem,
  PaymentIcons,
  type PaymentIconsProps,
  paymentBrandNames,
} from "./PaymentIcons/PaymentIcons";
export { SEARCH_MAX_LENGTH, SearchBox, type SearchBoxProps, type SearchSuggestion } from "./SearchBox/SearchBox";
export { SearchDialog, type SearchDialogProps } from "./SearchDialog/SearchDialog";
export { TextField, type TextFieldProps, type TextFieldType, textFieldTypes } from "./TextField/TextField";
export {
  type CombinationItem,
  CombinationThumbnails,
  type CombinationThumbnailsProps,
} from "./CombinationThumbnails/CombinationThumbnails";
export {
  type MarketplaceButton,
  MarketplaceButtons,
  type MarketplaceButtonsProps,
} from "./MarketplaceButtons/MarketplaceButtons";
export {
  type PaletteSwatchOption,
  PaletteSwatches,
  type PaletteSwatchesProps,
  type PaletteSwatchView,
  paletteSwatchViews,
} from "./PaletteSwatches/PaletteSwatches";
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
} from "./ProductCard/ProductCard";
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
} from "./ProductTagBadge/ProductTagBadge";
export {
  DEFAULT_IMAGE_SRC,
  ResponsiveImage,
  type ResponsiveImageFit,
  type ResponsiveImageProps,
  responsiveImageFits,
} from "./ResponsiveImage/ResponsiveImage";
export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from "./Skeleton/Skeleton";
export {
  roundToHalfStar,
  STAR_RATING_MAX,
  StarRating,
  type StarRatingProps,
  type StarRatingSize,
  starRatingSizes,
} from "./StarRating/StarRating";
export {
  VARIANT_SELECT_THRESHOLD,
  type VariantOptionDisplay,
  VariantPicker,
  type VariantPickerProps,
  type VariantPalette,
  variantOptionDisplays,
} from "./VariantPicker/VariantPicker";
