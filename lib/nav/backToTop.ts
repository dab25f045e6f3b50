/** The back-to-top control is inserted 1000 ms after the page starts. */
export const BACK_TO_TOP_DELAY_MS = 1000;
/** It sits 50 px from the right edge … */
export const BACK_TO_TOP_RIGHT = 50;
/** … and 150 px from the bottom. */
export const BACK_TO_TOP_BOTTOM = 150;

/**
 * It appears once the shopper has scrolled half a screen: before that the top
 * is still in view and the control would only cover content.
 */
export const isBackToTopVisible = (scrollY: number, viewportHeight: number): boolean =>
  scrollY > viewportHeight / 2;
