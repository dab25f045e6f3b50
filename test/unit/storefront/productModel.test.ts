import { describe, expect, it } from 'vitest';
import type { WireProductDetail } from '../../../api/catalog';
import { toProductDetail, toProductSummary } from '../../../pages/loaders/products.server';
import { productFixture, variantFixture } from './catalogFixtures';

const variants = [
  variantFixture(11, { Color: 'Navy', Size: 'S' }, true),
  variantFixture(12, { Color: 'Olive', Size: 'S' }, false),
];

/** Every key of a value, nested. */
const keysOf = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Array.isArray(value)
      ? value.flatMap(keysOf)
      : Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);

const detailFixture = (overrides: Partial<WireProductDetail> = {}): WireProductDetail => ({
  ...productFixture(),
  description: '<p>Soft.</p>',
  variants,
  variants_detail: variants,
  gallery: [],
  special_attrs: null,
  size_chart_id: null,
  combination: null,
  collections: [{ id: 1, handle: 'apparel', title: 'Apparel' }],
  ...overrides,
});

describe('the product view model', () => {
  it('carries money as Money in the store currency, by its exponent', () => {
    const yen = toProductSummary(
      productFixture({
        price: '5000',
        regular_price: '6000',
        variants: [{ ...variants[0]!, price: '5000', regular_price: '6000' }],
      }),
      'JPY',
    );
    expect(yen.price).toEqual({ amount: 5000, currency: 'JPY' });
    expect(yen.regularPrice).toEqual({ amount: 6000, currency: 'JPY' });
    expect(yen.variants[0]?.price).toEqual({ amount: 5000, currency: 'JPY' });
    const dinar = toProductSummary(productFixture({ price: '1.235', regular_price: '1.235' }), 'KWD');
    expect(dinar.price).toEqual({ amount: 1235, currency: 'KWD' });
    expect(dinar.regularPrice).toBeUndefined();
  });

  it('speaks camelCase only: no wire field name reaches a component', () => {
    const wireOnly = [
      'variants_detail',
      'buy_able',
      'regular_price',
      'feature_image',
      'product_palette',
      'ID',
    ];
    const keys = new Set([
      ...keysOf(toProductSummary(productFixture({ variants, variants_detail: variants }), 'USD')),
      ...keysOf(toProductDetail(detailFixture(), 'USD')),
    ]);
    for (const name of wireOnly) expect(keys).not.toContain(name);
    for (const key of keys) expect(key).not.toMatch(/_/);
  });

  it('holds each variant once, whichever list the store filled in', () => {
    const both = toProductSummary(productFixture({ variants, variants_detail: variants }), 'USD');
    const onlyDetail = toProductSummary(
      productFixture({ variants: undefined, variants_detail: variants }),
      'USD',
    );
    expect(both.variants.map((variant) => variant.id)).toEqual(['11', '12']);
    expect(onlyDetail.variants).toEqual(both.variants);
    expect(toProductDetail(detailFixture(), 'USD').variants.map((variant) => variant.id)).toEqual([
      '11',
      '12',
    ]);
  });

  it('tells sold out, the palettes in the store order and the product page limits', () => {
    const soldOut = toProductSummary(productFixture({ variants: [variants[1]!] }), 'USD');
    expect(soldOut.soldOut).toBe(true);
    const detail = toProductDetail(detailFixture(), 'USD');
    expect(detail.soldOut).toBe(false);
    expect(detail.palettes.map((palette) => [palette.name, palette.values])).toEqual([
      ['Color', ['Navy', 'Olive']],
    ]);
    // Tracked stock without backorders caps one add; 0 in stock leaves no cap of its own.
    expect(detail.variants.map((variant) => variant.maxQuantity)).toEqual([5, undefined]);
    const [navy] = variants;
    const limits = (variant: typeof navy) =>
      toProductDetail(detailFixture({ variants: [variant!] }), 'USD').variants[0]?.maxQuantity;
    expect(limits({ ...navy!, backorders: 'yes' })).toBeUndefined();
    expect(limits({ ...navy!, manage_stock: 'no' })).toBeUndefined();
    expect(detail.collection).toEqual({ handle: 'apparel', title: 'Apparel' });
    expect(detail.rating).toEqual({ average: 4.5, count: 12 });
  });
});
