/**
 * Products, search and suggestions.
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  collectionListQuery,
  collectionQuery,
  handleParams,
  type ProductSort,
  productListQuery,
  productSorts,
  searchRequest,
  slugParam,
  suggestQuery,
} from '../../api/catalog';
import { getCollection, listCollections } from '../domain/catalog/collections';
import { type FilterRequest, resolveFilters, toPrefixTsQuery } from '../domain/catalog/filters';
import { getProductDetail, listProducts, suggest } from '../domain/catalog/products';
import { catalogueCache } from '../http/cache';
import type { AppEnv } from '../http/env';
import { validJson, validParams, validQuery } from '../http/validate';

type FilterInput = z.output<typeof productListQuery>;

/** The request's filters in the domain's words (price bounds stay major-unit text). */
const filterRequest = (q: Partial<FilterInput>): FilterRequest => ({
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

const includes = (list: readonly string[] | undefined) => ({
  variants: list?.includes('variants') ?? false,
  gallery: list?.includes('gallery') ?? false,
});

export function createProductRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/products', catalogueCache, validQuery(productListQuery), async (c) => {
    const q = c.req.valid('query');
    const db = c.get('ctx').db;
    return c.json(
      await listProducts(db, {
        filters: await resolveFilters(db, filterRequest(q)),
        sort: q.sort,
        page: q.page,
        pageSize: q.page_size,
        include: includes(q.with),
        facets: q.facets === '1',
      }),
    );
  });

  app.get('/products/meta/search', catalogueCache, validQuery(suggestQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await suggest(c.get('ctx').db, q.q, toPrefixTsQuery(q.q), q.limit));
  });

  app.get('/products/:slug', catalogueCache, validParams(slugParam), async (c) => {
    const { slug } = c.req.valid('param');
    return c.json({ data: await getProductDetail(c.get('ctx').db, slug) });
  });

  app.post('/products/search', validJson(searchRequest), async (c) => {
    const body = c.req.valid('json');
    const db = c.get('ctx').db;
    const tsQuery = toPrefixTsQuery(body.q);
    const filters = await resolveFilters(db, filterRequest(body.filters ?? {}));
    if (tsQuery === undefined) {
      // Nothing searchable (empty or only punctuation): an empty result, not the whole catalogue.
      return c.json({
        data: [],
        meta: { total: 0, current_page: body.page, last_page: 1, page_size: body.page_size },
      });
    }
    return c.json(
      await listProducts(db, {
        filters: { ...filters, tsQuery },
        sort: body.sort,
        page: body.page,
        pageSize: body.page_size,
        include: includes(body.with),
        facets: false,
      }),
    );
  });

  app.get('/collections', catalogueCache, validQuery(collectionListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listCollections(c.get('ctx').db, q.page, q.page_size));
  });

  app.get(
    '/collections/:handle',
    catalogueCache,
    validParams(handleParams),
    validQuery(collectionQuery),
    async (c) => {
      const { handle } = c.req.valid('param');
      const q = c.req.valid('query');
      const db = c.get('ctx').db;
      const collection = await getCollection(db, handle);
      const filters = { ...(await resolveFilters(db, filterRequest(q))), collectionId: collection.id };
      const list = await listProducts(db, {
        filters,
        sort: q.sort ?? collectionSort(collection.sort_order),
        page: q.page,
        pageSize: q.page_size,
        include: includes(q.with),
        facets: q.facets === '1',
      });
      return c.json({
        data: collection,
        products: list.data,
        meta: list.meta,
        ...(list.facets ? { facets: list.facets } : {}),
      });
    },
  );

  return app;
}
