/**
 * Drawer widths in CSS pixels: the left mobile-menu drawer is
 * 300 wide. `wide` (420) is a house choice for the drawer cart, which must
 * fit a line item with image, title, quantity and price.
 */
export const drawerWidths = {
  menu: 300,
  wide: 420,
} as const;

export type DrawerWidth = keyof typeof drawerWidths;
