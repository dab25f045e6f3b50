import { breakpoints } from '../../tokens/breakpoints';

/**
 * Option dropdowns close when the viewport crosses 768 px (the mobile
 * and desktop menus are different widgets, so an open one would be orphaned).
 */
export const crossesBreakpoint = (
  previousWidth: number,
  nextWidth: number,
  breakpoint: number = breakpoints.tablet,
): boolean => previousWidth < breakpoint !== nextWidth < breakpoint;
