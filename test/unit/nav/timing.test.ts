import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  crossesBreakpoint,
  debounce,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
  throttle,
} from '../../../lib/nav';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle (scroll 300 ms)', () => {
  it('uses 300 ms for scroll and 200 ms for resize', () => {
    expect(SCROLL_THROTTLE_MS).toBe(300);
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
  });

  it('runs at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(299);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs again immediately after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled('a');
    vi.advanceTimersByTime(600);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});

describe('debounce (resize 200 ms)', () => {
  it('runs once, 200 ms after the last call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(150);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[2]]);
  });

  it('never runs when cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('crossesBreakpoint (768 px)', () => {
  it('is true only when the width moves across 768 px', () => {
    expect(crossesBreakpoint(767, 768)).toBe(true);
    expect(crossesBreakpoint(1024, 500)).toBe(true);
    expect(crossesBreakpoint(800, 1200)).toBe(false);
    expect(crossesBreakpoint(320, 767)).toBe(false);
  });
});
