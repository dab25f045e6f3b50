// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireVariant } from '../../../api/catalog';
import { toCatalogVariant } from '../../../pages/loaders/products.server';
import {
  payLaterBadges,
  payLaterInstalment,
  payLaterProvider,
} from '../../../pages/sections/main-product/payLater';
import { resolveRequestedVariant, searchWithVariant } from '../../../pages/sections/main-product/productView';
import {
  quantityStorageKey,
  readRememberedQuantity,
  rememberQuantity,
  useRememberedQuantity,
} from '../../../pages/sections/main-product/quantityMemory';

const variant = (id: number, color: string, size: string, buyable = true): WireVariant => ({
  ID: id,
  product_id: 1,
  title: `${color} / ${size}`,
  post_title: `${color} / ${size}`,
  sku: `TEE-${color}-${size}`,
  attrs: [
    { name: 'Color', value: color },
    { name: 'Size', value: size },
  ],
  price: '38.00',
  regular_price: '38.00',
  buy_able: buyable,
  stock: buyable ? 10 : 0,
  manage_stock: 'yes',
  backorders: 'no',
  feature_image: null,
});

// Navy × S/M, Olive × S (sold out) and M; no Olive / L exists.
const tee = {
  options: [
    { name: 'Color', values: ['Navy', 'Olive'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ],
  variants: [
    variant(11, 'Navy', 'S'),
    variant(12, 'Navy', 'M'),
    variant(13, 'Olive', 'S', false),
    variant(14, 'Olive', 'M'),
    variant(15, 'Navy', 'L'),
  ].map((wire) => toCatalogVariant(wire, 'USD')),
};

const query = (search: string) => new URLSearchParams(search);

describe('resolveRequestedVariant', () => {
  it('takes ?variant= when the id belongs to the product', () => {
    expect(resolveRequestedVariant(tee, query('variant=14'))).toEqual({ variantId: 14, fromOptions: false });
  });

  it('falls back to the default variant (null) for an unknown or malformed id', () => {
    expect(resolveRequestedVariant(tee, query('variant=999'))).toEqual({
      variantId: null,
      fromOptions: false,
    });
    expect(resolveRequestedVariant(tee, query('variant=abc'))).toEqual({
      variantId: null,
      fromOptions: false,
    });
    expect(resolveRequestedVariant(tee, query(''))).toEqual({ variantId: null, fromOptions: false });
  });

  it('resolves the no-JavaScript picker form’s option[<name>] picks to the exact variant, sold out or not', () => {
    expect(resolveRequestedVariant(tee, query('option%5BColor%5D=Olive&option%5BSize%5D=M'))).toEqual({
      variantId: 14,
      fromOptions: true,
    });
    expect(resolveRequestedVariant(tee, query('option[Color]=Olive&option[Size]=S')).variantId).toBe(13);
  });

  it('lands on the closest buyable variant when the combination does not exist', () => {
    // Olive / L does not exist: Olive / M shares a pick and can be bought (Olive / S cannot).
    expect(resolveRequestedVariant(tee, query('option[Color]=Olive&option[Size]=L')).variantId).toBe(14);
  });

  it('ignores option values the product does not have', () => {
    expect(resolveRequestedVariant(tee, query('option[Color]=Pink'))).toEqual({
      variantId: null,
      fromOptions: false,
    });
  });

  it('prefers ?variant= over option picks', () => {
    expect(resolveRequestedVariant(tee, query('variant=11&option[Color]=Olive')).variantId).toBe(11);
  });
});

describe('searchWithVariant', () => {
  it('replaces the option picks with variant=<id> and keeps other parameters', () => {
    expect(searchWithVariant(query('option[Color]=Olive&preview_theme=vogue&option[Size]=M'), 14)).toBe(
      '?preview_theme=vogue&variant=14',
    );
    expect(searchWithVariant(query('option[Color]=Olive'), null)).toBe('');
  });
});

describe('quantity memory (per product, in session storage)', () => {
  afterEach(() => sessionStorage.clear());
  const bounds = { min: 1, max: 100_000 };

  it('reads back what was remembered for the same product only', () => {
    rememberQuantity(sessionStorage, 7, 3);
    expect(sessionStorage.getItem(quantityStorageKey(7))).toBe('3');
    expect(readRememberedQuantity(sessionStorage, 7, bounds)).toBe(3);
    expect(readRememberedQuantity(sessionStorage, 8, bounds)).toBeNull();
  });

  it('ignores junk and clamps to the bounds', () => {
    sessionStorage.setItem(quantityStorageKey(7), 'lots');
    expect(readRememberedQuantity(sessionStorage, 7, bounds)).toBeNull();
    sessionStorage.setItem(quantityStorageKey(7), '40');
    expect(readRememberedQuantity(sessionStorage, 7, { min: 1, max: 5 })).toBe(5);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(readRememberedQuantity(broken, 7, bounds)).toBeNull();
    expect(() => rememberQuantity(broken, 7, 3)).not.toThrow();
  });

  it('restores the remembered quantity after mount and remembers changes', () => {
    sessionStorage.setItem(quantityStorageKey(7), '4');
    const { result } = renderHook(() => useRememberedQuantity(7, bounds));
    expect(result.current[0]).toBe(4);
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(6);
    expect(sessionStorage.getItem(quantityStorageKey(7))).toBe('6');
  });

  it('keeps the choice but shows it clamped when a variant has less stock', () => {
    sessionStorage.setItem(quantityStorageKey(7), '8');
    const { result, rerender } = renderHook(({ max }) => useRememberedQuantity(7, { min: 1, max }), {
      initialProps: { max: 100_000 },
    });
    rerender({ max: 3 });
    expect(result.current[0]).toBe(3);
    rerender({ max: 100_000 });
    expect(result.current[0]).toBe(8);
  });
});

describe('pay-later message', () => {
  it('picks the first of the theme’s providers available for the currency and locale', () => {
    expect(payLaterProvider(['paypal', 'klarna', 'afterpay'], 'USD', 'en-US')).toBe('paypal');
    expect(payLaterProvider(['paypal', 'klarna', 'afterpay'], 'EUR', 'de-DE')).toBe('klarna');
    expect(payLaterProvider(['klarna', 'afterpay'], 'CAD', 'fr-CA')).toBe('afterpay');
    expect(payLaterProvider(['klarna', 'afterpay'], 'JPY', 'ja-JP')).toBeNull();
  });

  it('quotes a quarter of the price, to the cent', () => {
    expect(payLaterInstalment(3800)).toBe(950);
    expect(payLaterInstalment(3999)).toBe(1000);
  });

  it('gives a badge of each kind the theme lists, fed the price in minor units, the wallet for US buyers', () => {
    const badges = payLaterBadges(['paypal', 'klarna', 'afterpay'], {
      currency: 'USD',
      locale: 'en-US',
      amount: 3999,
    });
    expect(badges).toEqual([
      { provider: 'paypal', kind: 'wallet', amount: 3999, instalment: 1000, buyerCountry: 'US' },
      { provider: 'klarna', kind: 'bnpl', amount: 3999, instalment: 1000, buyerCountry: null },
      { provider: 'afterpay', kind: 'instalment', amount: 3999, instalment: 1000, buyerCountry: null },
    ]);
    // The wallet needs US dollars; the instalment provider its six locales; order follows the theme.
    expect(
      payLaterBadges(['afterpay', 'paypal', 'klarna'], { currency: 'EUR', locale: 'de-DE', amount: 100 }).map(
        (badge) => badge.kind,
      ),
    ).toEqual(['bnpl']);
    expect(payLaterBadges([], { currency: 'USD', locale: 'en-US', amount: 100 })).toEqual([]);
  });
});
