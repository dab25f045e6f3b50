import { describe, expect, it } from 'vitest';
import {
  headerReservedHeight,
  initialScrollTracking,
  isHeaderHidden,
  scrollDirectionThreshold,
  trackScroll,
} from '../../../lib/nav';

const run = (positions: number[], start = 0) =>
  positions.reduce((state, y) => trackScroll(state, y), initialScrollTracking(start));

describe('scroll direction', () => {
  it('needs 20 px of movement away from the top and 1 px under 150 px', () => {
    expect(scrollDirectionThreshold(0)).toBe(1);
    expect(scrollDirectionThreshold(149)).toBe(1);
    expect(scrollDirectionThreshold(150)).toBe(20);
    expect(scrollDirectionThreshold(5000)).toBe(20);
  });

  it('ignores a 19 px movement below 150 px and follows a 20 px one', () => {
    expect(run([519], 500).direction).toBeNull();
    expect(run([520], 500).direction).toBe('down');
    expect(run([481], 500).direction).toBeNull();
    expect(run([480], 500).direction).toBe('up');
  });

  it('reacts to a 1 px movement near the top', () => {
    expect(run([101], 100).direction).toBe('down');
    expect(run([99], 100).direction).toBe('up');
  });

  it('adds up small drifts until they pass the threshold', () => {
    const state = run([510, 515, 519, 521], 500);
    expect(state).toEqual({ direction: 'down', anchorY: 521 });
  });

  it('keeps the direction through jitter smaller than the threshold', () => {
    const state = run([600, 590, 605], 500);
    expect(state.direction).toBe('down');
    expect(state.anchorY).toBe(600);
  });
});

describe('header hiding and reserved height', () => {
  it('hides a floating header only while scrolling down past the header', () => {
    const base = { visibility: 'float' as const, headerHeight: 80 };
    expect(isHeaderHidden({ ...base, direction: 'down', scrollY: 400 })).toBe(true);
    expect(isHeaderHidden({ ...base, direction: 'up', scrollY: 400 })).toBe(false);
    expect(isHeaderHidden({ ...base, direction: 'down', scrollY: 60 })).toBe(false);
    expect(isHeaderHidden({ ...base, direction: null, scrollY: 400 })).toBe(false);
  });

  it('never hides a static header', () => {
    expect(isHeaderHidden({ visibility: 'static', headerHeight: 80, direction: 'down', scrollY: 900 })).toBe(
      false,
    );
  });

  it('reserves the nav plus notice height only when floating', () => {
    expect(headerReservedHeight('float', { nav: 72, notice: 36 })).toBe(108);
    expect(headerReservedHeight('static', { nav: 72, notice: 36 })).toBeUndefined();
  });
});
