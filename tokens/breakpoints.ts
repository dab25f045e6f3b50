/**
 * Viewport breakpoints: a viewport under 768 px is mobile; the
 * payment-icon list also steps at 350/400/1024 px.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract `@media` blocks. */
export const media = {
  /** Under 768 px (mobile). */
  mobile: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** True when a viewport width counts as mobile (under 768 px). */
export const isMobileWidth = (width: number): boolean => width < breakpoints.tablet;
