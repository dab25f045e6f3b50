import type { SectionLoadArgs } from '../../layout/types';
import { browserProducts } from '../../loaders/browserProducts';
import type { schema } from './schema';

export const load = async ({ settings, context }: SectionLoadArgs<typeof schema>) => {
  if (!settings.collection) return null;
  const found = await context.store.collections.get(settings.collection, {
    page_size: settings.productsToShow,
    with: ['variants'],
  });
  return { ...found, products: browserProducts(found.products) };
};
