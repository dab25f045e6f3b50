import { describe, expect, it } from 'vitest';
import type { WireProduct } from '../../../api/catalog';
import { browserProducts } from '../../../pages/loaders/browserProducts';
import { productVariants } from '../../../pages/sections/shared/productWire';
import { productFixture, variantFixture } from './catalogFixtures';

/** The one product a one-product list came back with. */
const only = (products: WireProduct[]): WireProduct => {
  expect(products).toHaveLength(1);
  return products[0] as WireProduct;
};

const variants = [variantFixture(1, { Size: 'S' }, true), variantFixture(2, { Size: 'M' }, false)];

describe('browserProducts', () => {
  it('drops the variants_detail copy and keeps everything the storefront reads', () => {
    const product = productFixture({ variants, variants_detail: variants });
    const sent = only(browserProducts([product]));
    expect(sent).not.toHaveProperty('variants_detail');
    const { variants_detail: _copy, ...rest } = product;
    expect(sent).toEqual(rest);
    expect(productVariants(sent)).toEqual(productVariants(product));
    // The data the browser gets is really smaller: the copy was serialized in full.
    expect(JSON.stringify(sent).length).toBeLessThan(
      JSON.stringify(product).length - JSON.stringify(variants).length / 2,
    );
  });

  it('keeps a store answer that sent only variants_detail readable as variants', () => {
    const sent = only(browserProducts([productFixture({ variants: undefined, variants_detail: variants })]));
    expect(sent.variants).toEqual(variants);
    expect(sent).not.toHaveProperty('variants_detail');
  });

  it('leaves a product without variants as it is', () => {
    const product = productFixture({ variants: undefined, variants_detail: undefined });
    expect(browserProducts([product])[0]).toBe(product);
  });
});
