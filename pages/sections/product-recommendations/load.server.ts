import type { WireProduct } from '../../../api/catalog';
import type { SectionLoadArgs } from '../../layout/types';
import { browserProducts } from '../../loaders/browserProducts';
import type { schema } from './schema';

/** Below the product: streamed after the first byte, so it never holds the page. */
export const defer = true;

export const load = async ({ settings, context }: SectionLoadArgs<typeof schema>): Promise<WireProduct[]> => {
  const { page } = context;
  if (page.kind !== 'product') return [];
  const current = page.product;
  // One extra, in case the current product is among them.
  const query = { page_size: settings.productsToShow + 1, with: ['variants' as const] };
  const collection = current.collections[0];
  const related = collection ? (await context.store.collections.get(collection.handle, query)).products : [];
  const picks = related.filter((product) => product.ID !== current.ID).slice(0, settings.productsToShow);
  if (picks.length >= settings.productsToShow) return browserProducts(picks);
  // A small (or no) collection is topped up with the store's best sellers.
  const popular = await context.store.products.list({
    ...query,
    page_size: settings.productsToShow + picks.length + 1,
    sort: 'best_selling',
  });
  const seen = new Set([current.ID, ...picks.map((product) => product.ID)]);
  return browserProducts(
    [...picks, ...popular.data.filter((product) => !seen.has(product.ID))].slice(0, settings.productsToShow),
  );
};
