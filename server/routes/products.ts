/**
 * Products, search and suggestions.
 */
import { Hono } from 'hono';
import {
  collectionListQuery,
  collectionQuery,
  handleParams,
  productListQuery,
  searchRequest,
  slugParam,
  suggestQuery,
} from '../../api/catalog';
import { collectionPage, filterRequest, includes } from '../domain/catalog/collectionPage';
import { listCollections } from '../domain/catalog/collections';
import { resolveFilters, toPrefixTsQuery } from '../domain/catalog/filters';
import { getProductDetail, listProducts, suggest } from '../domain/catalog/products';
import { catalogueCache } from '../http/cache';
import type { AppEnv } from '../http/env';
import { validJson, validParams, validQuery } from '../http/validate';

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
      return c.json(await collectionPage(c.get('ctx').db, handle, c.req.valid('query')));
    },
  );

  return app;
}
