import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_NOTE_MAX,
  checkoutLockMs,
  clampNote,
  createNoteSaver,
  GIFT_PAGE_SIZE,
  giftLabelMessage,
  isPreviewLink,
  noticesFromResponse,
  pageCount,
  pageItems,
  pickableGifts,
  shouldSaveNote,
} from '../../../lib/cart';

describe('gift label', () => {
  it('reads N% off for a percentage gift and Free otherwise', () => {
    expect(giftLabelMessage({ valueType: 'percentage', value: 50 })).toEqual({
      id: 'cart.line.giftPercentOff',
      values: { percent: 50 },
    });
    expect(giftLabelMessage({ valueType: 'free' })).toEqual({ id: 'cart.line.giftFree' });
  });
});

describe('custom property preview links', () => {
  it('treats values starting with http as files to preview', () => {
    expect(isPreviewLink('https://cdn.example.com/upload/logo.png')).toBe(true);
    expect(isPreviewLink('http://example.com/a.pdf')).toBe(true);
    expect(isPreviewLink('Happy birthday')).toBe(false);
    expect(isPreviewLink('javascript:alert(1)')).toBe(false);
    expect(isPreviewLink('see http://example.com')).toBe(false);
  });
});

describe('checkout lock', () => {
  it('locks 5 s in the popup cart and 3 s elsewhere', () => {
    expect(checkoutLockMs('popup')).toBe(5000);
    expect(checkoutLockMs('page')).toBe(3000);
  });
});

describe('gift list', () => {
  const gift = (id: string, names: string[], variants: number) => ({
    id,
    variantAttributeNames: names,
    variantCount: variants,
  });

  it('drops gifts with variant attributes but no variants', () => {
    const list = [gift('plain', [], 0), gift('sized', ['Size'], 3), gift('broken', ['Colour'], 0)];
    expect(pickableGifts(list).map((g) => g.id)).toEqual(['plain', 'sized']);
  });

  it('pages 12 gifts at a time', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(GIFT_PAGE_SIZE).toBe(12);
    expect(pageCount(items.length)).toBe(3);
    expect(pageItems(items, 1)).toHaveLength(12);
    expect(pageItems(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageItems(items, 9)).toEqual(pageItems(items, 3));
    expect(pageCount(0)).toBe(1);
  });
});

describe('response notices', () => {
  it('maps notices, errors and success to warning, error and success toasts, skipping blanks and repeats', () => {
    const toasts = noticesFromResponse({
      notices: ['Only 2 left', ' '],
      errors: ['Out of stock', 'Out of stock'],
      success: ['Added to cart'],
    });
    expect(toasts.map(({ tone, message }) => [tone, message])).toEqual([
      ['error', 'Out of stock'],
      ['warning', 'Only 2 left'],
      ['success', 'Added to cart'],
    ]);
  });
});

describe('cart note rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('caps the note at 500 characters', () => {
    expect(CART_NOTE_MAX).toBe(500);
    expect(clampNote('x'.repeat(600))).toHaveLength(500);
  });

  it('saves only when the note differs from the stored one', () => {
    expect(shouldSaveNote('Leave at door', 'Leave at door')).toBe(false);
    expect(shouldSaveNote('Leave at door', '')).toBe(true);
  });

  it('saves the latest text once per 300 ms while typing', () => {
    let stored = '';
    const save = vi.fn((note: string) => {
      stored = note;
    });
    const saver = createNoteSaver({ save, getStored: () => stored });
    saver.input('L');
    saver.input('Le');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('Le');
    saver.input('Lea');
    vi.advanceTimersByTime(300);
    expect(save).toHaveBeenLastCalledWith('Lea');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves at once on blur and drops the pending throttled save', () => {
    const save = vi.fn();
    const saver = createNoteSaver({ save, getStored: () => '' });
    saver.input('Gift wrap');
    saver.flush('Gift wrap please');
    expect(save).toHaveBeenCalledExactlyOnceWith('Gift wrap please');
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save on blur when nothing changed', () => {
    const save = vi.fn();
    const saver = createNoteSaver({ save, getStored: () => 'Same' });
    saver.flush('Same');
    saver.input('Same');
    vi.advanceTimersByTime(300);
    expect(save).not.toHaveBeenCalled();
  });
});
