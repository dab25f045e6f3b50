/** Scroll handlers run at most every 300 ms. */
export const SCROLL_THROTTLE_MS = 300;
/** Resize handlers run 200 ms after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 200;

export interface Cancellable<A extends unknown[]> {
  (...args: A): void;
  /** Drops any pending call (for effect clean-up). */
  cancel: () => void;
}

/**
 * Runs `fn` at once, then at most once per `wait` ms; the last call inside a
 * window runs when the window ends, so the final scroll position is never lost.
 */
export const throttle = <A extends unknown[]>(fn: (...args: A) => void, wait: number): Cancellable<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const flush = () => {
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(flush, wait);
    } else {
      timer = undefined;
    }
  };
  const throttled = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
      timer = setTimeout(flush, wait);
    } else {
      pending = args;
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
};

/** Runs `fn` once, `wait` ms after the last call. */
export const debounce = <A extends unknown[]>(fn: (...args: A) => void, wait: number): Cancellable<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
};
