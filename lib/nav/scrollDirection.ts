/**
 * Scroll-direction rules for the floating header.
 *
 * A direction only changes once the page has moved far enough from the last
 * point where it changed: 20 px normally, but 1 px near the top of the page
 * (under 150 px) so the header comes back as soon as the shopper heads home.
 */

/** The scroll-direction threshold: 20 px. */
export const SCROLL_DIRECTION_THRESHOLD = 20;
/** … 1 px near the top … */
export const SCROLL_DIRECTION_THRESHOLD_NEAR_TOP = 1;
/** … near the top means under 150 px. */
export const NEAR_TOP_LIMIT = 150;

export type ScrollDirection = 'up' | 'down';

/** The distance the page must move before the direction may change at this scroll position. */
export const scrollDirectionThreshold = (scrollY: number): number =>
  scrollY < NEAR_TOP_LIMIT ? SCROLL_DIRECTION_THRESHOLD_NEAR_TOP : SCROLL_DIRECTION_THRESHOLD;

export interface ScrollTracking {
  /** The last settled direction; `null` before the page has moved. */
  direction: ScrollDirection | null;
  /** The scroll position the next movement is measured from. */
  anchorY: number;
}

export const initialScrollTracking = (scrollY = 0): ScrollTracking => ({ direction: null, anchorY: scrollY });

/**
 * Folds a new scroll position into the tracking state. Movements smaller than
 * the threshold keep the direction and the anchor, so slow drifts add up.
 */
export const trackScroll = (state: ScrollTracking, scrollY: number): ScrollTracking => {
  const delta = scrollY - state.anchorY;
  if (Math.abs(delta) < scrollDirectionThreshold(scrollY)) return state;
  return { direction: delta > 0 ? 'down' : 'up', anchorY: scrollY };
};

export const headerVisibilities = ['float', 'static'] as const;
/** `float` keeps the header fixed (hiding on the way down); `static` scrolls away with the page. */
export type HeaderVisibility = (typeof headerVisibilities)[number];

/**
 * Whether the header should slide out of view. Only a floating header hides,
 * only while scrolling down, and never before the page has scrolled past the
 * header itself (otherwise a gap would open at the top).
 */
export const isHeaderHidden = ({
  visibility,
  direction,
  scrollY,
  headerHeight,
}: {
  visibility: HeaderVisibility;
  direction: ScrollDirection | null;
  scrollY: number;
  headerHeight: number;
}): boolean => visibility === 'float' && direction === 'down' && scrollY > headerHeight;

/**
 * The header's wrapper has a fixed height (the recorded nav and notice
 * heights) only when it floats; a static header takes its natural height.
 */
export const headerReservedHeight = (
  visibility: HeaderVisibility,
  heights: { nav: number; notice: number },
): number | undefined => (visibility === 'float' ? heights.nav + heights.notice : undefined);
