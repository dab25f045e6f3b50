import type { WireProduct } from '../../api/catalog';

/**
 * Products as a loader hands them to the browser. The store sends every variant twice, as
 * `variants` and `variants_detail` (spec §3 keeps both names); the storefront reads `variants`
 * (sections/shared/productWire.ts), so the copy is dropped before React Router writes the loader
 * data into the page. On a collection page the copies were half of that data, and the browser
 * decodes all of it before it hydrates (issue 7: HTML bytes and TBT). Loaders only: the section
 * code in the browser never calls it.
 */
export function browserProducts<P extends WireProduct>(products: readonly P[]): P[] {
  return products.map((product) => {
    const { variants_detail: copy, ...rest } = product;
    if (copy === undefined) return product;
    return { ...rest, variants: product.variants ?? copy } as P;
  });
}
