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
