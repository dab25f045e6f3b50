/** Each payment icon is 48 px wide. */
export const PAYMENT_ICON_WIDTH = 48;
/** The merchant's visible maximum lies between 2 and 8. */
export const PAYMENT_ICON_MAX_LOWER = 2;
export const PAYMENT_ICON_MAX_UPPER = 8;

/** Under 350/400/768/1024 px screens show 3/4/5/6 icons, else 8. */
const widthSteps: ReadonlyArray<readonly [below: number, count: number]> = [
  [350, 3],
  [400, 4],
  [768, 5],
  [1024, 6],
];

/** How many icons fit this screen width before the `+N` control. */
export const paymentIconCountForWidth = (width: number): number =>
  widthSteps.find(([below]) => width < below)?.[1] ?? PAYMENT_ICON_MAX_UPPER;

/**
 * The number of payment icons shown: the screen's count, capped by the
 * merchant's maximum, which is itself clamped to 2–8.
 */
export const visiblePaymentIconCount = (width: number, max: number = PAYMENT_ICON_MAX_UPPER): number => {
  const safeMax = Number.isFinite(max) ? Math.round(max) : PAYMENT_ICON_MAX_UPPER;
  const clampedMax = Math.min(PAYMENT_ICON_MAX_UPPER, Math.max(PAYMENT_ICON_MAX_LOWER, safeMax));
  return Math.min(clampedMax, paymentIconCountForWidth(width));
};

/** Splits a list into the icons shown and the ones behind `+N`. */
export const splitPaymentIcons = <T>(
  icons: readonly T[],
  width: number,
  max?: number,
): { visible: T[]; hidden: T[] } => {
  const count = visiblePaymentIconCount(width, max);
  return { visible: icons.slice(0, count), hidden: icons.slice(count) };
};
