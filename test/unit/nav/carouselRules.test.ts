import { describe, expect, it } from 'vitest';
import {
  autoplayDelay,
  CAROUSEL_SWIPE_THRESHOLD,
  overlayAlpha,
  swipeDirection,
  wrapIndex,
} from '../../../components/CarouselBanner/carouselRules';

describe('carousel rules', () => {
  it('waits interval × 1000 ms, only for an interval above 0', () => {
    expect(autoplayDelay(5)).toBe(5000);
    expect(autoplayDelay(0.5)).toBe(500);
    expect(autoplayDelay(0)).toBeUndefined();
    expect(autoplayDelay(-3)).toBeUndefined();
    expect(autoplayDelay(undefined)).toBeUndefined();
    expect(autoplayDelay(Number.NaN)).toBeUndefined();
  });

  it('moves on swipes over 50 px only', () => {
    expect(CAROUSEL_SWIPE_THRESHOLD).toBe(50);
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('prev');
  });

  it('wraps around both ends (looping)', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });

  it('reads overlay opacity as a clamped percentage', () => {
    expect(overlayAlpha(40)).toBe(0.4);
    expect(overlayAlpha(150)).toBe(1);
    expect(overlayAlpha(-5)).toBe(0);
    expect(overlayAlpha(undefined)).toBe(0);
  });
});
