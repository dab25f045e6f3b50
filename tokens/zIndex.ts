/**
 * Stacking order. Modal z-index starts at 2000; everything that must sit
 * under a modal stays below it.
 */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  header: 200,
  backToTop: 900,
  dropdown: 1000,
  /** Dialogs, drawers and their backdrops. */
  modal: 2000,
  /** Popovers and tooltips opened from inside a modal. */
  popover: 2100,
  toast: 2200,
} as const;

export type ZIndexLayer = keyof typeof zIndex;
