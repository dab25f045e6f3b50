import { describe, expect, it } from 'vitest';
import {
  autoplayDelay,
  CAROUSEL_SWIPE_THRESHOLD,
  overlayAlpha,
  safeCssColor,
  swipeDirection,
  wrapIndex,
} from '../../../components/CarouselBanner/carouselRules';

describe('carousel rules', () => {
  it('waits interval × 1000 ms, only for an interval above 0 (spec §4)', () => {
    expect(autoplayDelay(5)).toBe(5000);
    expect(autoplayDelay(0.5)).toBe(500);
    expect(autoplayDelay(0)).toBeUndefined();
    expect(autoplayDelay(-3)).toBeUndefined();
    expect(autoplayDelay(undefined)).toBeUndefined();
    expect(autoplayDelay(Number.NaN)).toBeUndefined();
  });

  it('moves on swipes over 50 px only (spec §4/§9)', () => {
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

  it('passes plain colours and refuses anything that could escape a CSS value', () => {
    for (const colour of [
      '#fff',
      '#1a2b3c',
      '#1a2b3c80',
      'rgb(10, 20, 30)',
      'rgba(0,0,0,0.5)',
      'hsl(200 50% 40%)',
      'navy',
    ]) {
      expect(safeCssColor(colour)).toBe(colour);
    }
    for (const bad of [
      'red; background: url(x)',
      'url(https://x)',
      'var(--x)',
      'expression(alert(1))',
      '#12',
      '',
      undefined,
      '}',
    ]) {
      expect(safeCssColor(bad)).toBeUndefined();
    }
  });

  it('reads overlay opacity as a clamped percentage', () => {
    expect(overlayAlpha(40)).toBe(0.4);
    expect(overlayAlpha(150)).toBe(1);
    expect(overlayAlpha(-5)).toBe(0);
    expect(overlayAlpha(undefined)).toBe(0);
  });
});
