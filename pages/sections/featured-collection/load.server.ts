import type { SectionLoadArgs } from '../../layout/types';
import { toCollectionView } from '../../loaders/products.server';
import type { CollectionView } from '../shared/productModel';
import type { schema } from './schema';

export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<CollectionView | null> => {
  if (!settings.collection) return null;
  const found = await context.store.collections.get(settings.collection, {
    page_size: settings.productsToShow,
    with: ['variants'],
  });
  return toCollectionView(found, context.currency);
};
