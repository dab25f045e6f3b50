/**
 * The carousel banner's rules, kept pure so each is tested alone.
 */

/** A swipe longer than 50 px moves to the previous or next slide. */
export const CAROUSEL_SWIPE_THRESHOLD = 50;

/**
 * The slide transition takes 0.5 s. Embla's `duration` is not in
 * milliseconds (it drives a physics simulation); 30 settles the fade in about
 * half a second at 60 frames per second.
 */
export const CAROUSEL_FADE_DURATION = 30;

/** Autoplay waits interval × 1000 ms, and only when the interval is above 0. */
export const autoplayDelay = (interval: number | undefined): number | undefined =>
  typeof interval === 'number' && Number.isFinite(interval) && interval > 0 ? interval * 1000 : undefined;

/**
 * The move a finished swipe asks for: towards the start of a line (left, or right on a
 * right-to-left page) goes to the next slide, the other way to the previous.
 */
export const swipeDirection = (deltaX: number, rtl = false): 'next' | 'prev' | null => {
  if (Math.abs(deltaX) <= CAROUSEL_SWIPE_THRESHOLD) return null;
  return deltaX < 0 !== rtl ? 'next' : 'prev';
};

/** The slide index after moving one step, wrapping around (the banner loops). */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((index % count) + count) % count : 0;

/** The slide's overlay opacity as a percentage (0–100), clamped; anything else is no overlay. */
export const overlayAlpha = (opacity: number | undefined): number =>
  typeof opacity === 'number' && Number.isFinite(opacity) ? Math.min(100, Math.max(0, opacity)) / 100 : 0;
