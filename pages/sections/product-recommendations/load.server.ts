import type { SectionLoadArgs } from '../../layout/types';
import { toProductSummaries } from '../../loaders/products.server';
import type { ProductSummary } from '../shared/productModel';
import type { schema } from './schema';

/** Below the product: streamed after the first byte, so it never holds the page. */
export const defer = true;

export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<ProductSummary[]> => {
  const { page, currency } = context;
  if (page.kind !== 'product') return [];
  const current = page.product;
  // One extra, in case the current product is among them.
  const query = { page_size: settings.productsToShow + 1, with: ['variants' as const] };
  const { collection } = current;
  const related = collection ? (await context.store.collections.get(collection.handle, query)).products : [];
  const picks = related.filter((product) => product.ID !== current.id).slice(0, settings.productsToShow);
  if (picks.length >= settings.productsToShow) return toProductSummaries(picks, currency);
  // A small (or no) collection is topped up with the store's best sellers.
  const popular = await context.store.products.list({
    ...query,
    page_size: settings.productsToShow + picks.length + 1,
    sort: 'best_selling',
  });
  const seen = new Set([current.id, ...picks.map((product) => product.ID)]);
  return toProductSummaries(
    [...picks, ...popular.data.filter((product) => !seen.has(product.ID))].slice(0, settings.productsToShow),
    currency,
  );
};
