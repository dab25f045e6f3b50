import type { SectionLoadArgs } from '../../layout/types';
import { toCollectionSummary } from '../../loaders/products.server';
import type { CollectionSummary } from '../shared/productModel';
import type { schema } from './schema';

// Suggestions are only needed when there is nothing to show: before a search or after none found.
export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<CollectionSummary[]> => {
  const { page } = context;
  if (page.kind !== 'search' || settings.collectionsToSuggest === 0) return [];
  if (page.results && page.results.meta.total > 0) return [];
  return (await context.store.collections.list({ page_size: settings.collectionsToSuggest })).data.map(
    toCollectionSummary,
  );
};
