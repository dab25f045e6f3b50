/**
 * A collection with one page of its products (and their facets when asked): what
 * `GET /api/store/collections/:handle` answers and a collection page reads in-process.
 */
import type { z } from 'zod';
import type {
  CollectionResponse,
  collectionQuery,
  ProductSort,
  productListQuery,
} from '../../../api/catalog';
import { productSorts } from '../../../api/catalog';
import type { Db } from '../../db/client';
import type { StoreCheckoutSettings } from '../cart/pricingData';
import { collectionFromJson, collectionJson, getCollection } from './collections';
import { type FilterRequest, resolveFilters } from './filters';
import { type KnownCollection, listProducts } from './products';

type FilterInput = z.output<typeof productListQuery>;

/** The request's filters in the domain's words (price bounds stay major-unit text). */
export const filterRequest = (q: Partial<FilterInput>): FilterRequest => ({
  includeIds: q.include_ids,
  collection: q.collection,
  category: q.category,
  priceMin: q.price_min,
  priceMax: q.price_max,
  availability: q.availability,
  options: q.option,
});

/** Common merchant spellings of a collection's default sort, mapped onto the API's sorts. */
const sortAliases: Record<string, ProductSort> = {
  created_desc: 'newest',
  'created-descending': 'newest',
  'price-ascending': 'price_asc',
  'price-descending': 'price_desc',
  'best-selling': 'best_selling',
  manual: 'featured',
};

const collectionSort = (value: string): ProductSort =>
  (productSorts as readonly string[]).includes(value)
    ? (value as ProductSort)
    : (sortAliases[value] ?? 'featured');

export const includes = (list: readonly string[] | undefined) => ({
  variants: list?.includes('variants') ?? false,
  gallery: list?.includes('gallery') ?? false,
});

/**
 * `store`: the store's settings when the caller has them already (else read where needed).
 * `known`: the collection's id and default sort when the caller has them already (a product page
 * read its collections): the collection is then read in the same statement as its products.
 */
export async function collectionPage(
  db: Db,
  handle: string,
  q: z.output<typeof collectionQuery>,
  store?: Promise<StoreCheckoutSettings>,
  known?: KnownCollection,
): Promise<CollectionResponse> {
  // Resolved while the collection is read; awaited by whichever path lists the products.
  const requested = resolveFilters(db, filterRequest(q), store);
  requested.catch(() => {});
  /** One page of the collection's products (and facets), with what `carry` names read alongside. */
  const productsOf = async (
    collectionId: number,
    sortOrder: string,
    carry?: ReturnType<typeof collectionJson>,
  ) =>
    listProducts(db, {
      filters: { ...(await requested), collectionId },
      sort: q.sort ?? collectionSort(sortOrder),
      page: q.page,
      pageSize: q.page_size,
      include: includes(q.with),
      facets: q.facets === '1',
      ...(carry ? { carry } : {}),
      ...(store ? { store } : {}),
    });
  const answer = (data: CollectionResponse['data'], list: Awaited<ReturnType<typeof productsOf>>) => ({
    data,
    products: list.data,
    meta: list.meta,
    ...(list.facets ? { facets: list.facets } : {}),
  });
  if (known) {
    const list = await productsOf(known.id, known.sortOrder, collectionJson(known.id));
    // A page with no product carries nothing (or the collection was unpublished meanwhile): read it.
    const collection = collectionFromJson(list.carried) ?? (await getCollection(db, handle));
    if (collection.handle === handle && collection.sort_order === known.sortOrder)
      return answer(collection, list);
  }
  const collection = await getCollection(db, handle);
  return answer(collection, await productsOf(collection.id, collection.sort_order));
}
