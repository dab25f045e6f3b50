/**
 * The catalogue reads of a page rendered in this process, answered by the domain directly: no
 * `Request` through the Hono app, no JSON encoding and re-parsing, no re-validation of the
 * store's own answers (api/client.ts `StoreReads`). Inputs still pass the route's zod schema
 * (a malformed handle is the same 404 page), and refusals come back as the `StoreApiError`
 * the HTTP client would throw, in the shopper's language.
 *
 * One `DirectReads` serves one page request, so what the page's sections ask about the product
 * the loader already read (its size chart, its diversion tests, the product again) is answered
 * from that one statement (server/domain/catalog/products.ts `getProductPage`). Across requests,
 * answers are shared for the read cache's TTL like the sub-request cache shared the HTTP answers
 * (server/render/sharedCache.ts), and dropped when a merchant's change bumps the generation.
 */
import type { z } from 'zod';
import { collectionQuery, handleParams, slugParam } from '../../api/catalog';
import { type CommentsParams, queryString, StoreApiError, type StoreReads } from '../../api/client';
import { commentsQuery, diversionQuery, productIdParams } from '../../api/content';
import type { ThemeReads } from '../../api/theme';
import { isSupportedLocale } from '../../lib/i18n/locales';
import { isThemeName } from '../../themes/names';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { collectionPage } from '../domain/catalog/collectionPage';
import { diversionRelationships, listComments, productSizeChart } from '../domain/catalog/content';
import { getProductPage, type KnownCollection, type ProductPageData } from '../domain/catalog/products';
import { type StorefrontConfig, storefrontConfig } from '../domain/catalog/storefrontConfig';
import { notFound } from '../domain/errors';
import { effectiveTheme } from '../domain/theme/theme';
import { errorAnswer } from '../http/errors';
import { readGeneration } from '../http/readCache';
import { parseOr422, searchParamsObject } from '../http/validate';

export type DirectReads = StoreReads & ThemeReads;

export interface DirectReadsOptions {
  /** How long an answer is shared between requests, in ms; 0 shares nothing. */
  ttlMs: number;
  /**
   * Answers shared at most (a crawler walking every filter must not grow the process).
   * @default 500
   */
  maxEntries?: number;
}

interface Shared {
  expires: number;
  generation: number;
  value: Promise<unknown>;
}

/** A factory of one page request's reads, in the shopper's language (`lang`, X-LANG's value). */
export function createDirectReads(db: Db, options: DirectReadsOptions): (lang: string) => DirectReads {
  const shared = new Map<string, Shared>();
  const maxEntries = options.maxEntries ?? 500;

  /** `load()` shared across requests for the TTL; a failure is never kept. */
  function across<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (options.ttlMs <= 0) return load();
    const now = performance.now();
    const generation = readGeneration(db);
    const hit = shared.get(key);
    if (hit && hit.expires > now && hit.generation === generation) return hit.value as Promise<T>;
    const value = load();
    const entry = { expires: now + options.ttlMs, generation, value };
    shared.delete(key);
    shared.set(key, entry);
    if (shared.size > maxEntries) shared.delete(shared.keys().next().value as string);
    value.catch(() => {
      if (shared.get(key) === entry) shared.delete(key);
    });
    return value;
  }

  return (lang) => {
    const locale = isSupportedLocale(lang) ? lang : 'en-US';
    /** A domain refusal as the HTTP client would have thrown it. */
    const refused = (error: unknown): never => {
      const known = errorAnswer(error, locale);
      if (known) throw new StoreApiError(known.status, known.body.message, known.body.errors ?? {});
      if (isDatabaseUnavailable(error))
        throw new StoreApiError(503, 'The store is briefly unavailable. Please try again in a moment.');
      throw error;
    };
    const guard = <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return work().catch(refused);
      } catch (error) {
        return refused(error);
      }
    };
    const query = <T extends z.ZodType>(schema: T, params: object): z.output<T> =>
      parseOr422(schema, searchParamsObject(new URLSearchParams(queryString({ ...params }))));

    // The store-wide configuration (theme, settings, menus, the store's currency) the root's
    // loader, the route's and the header's and footer's sections all read: one read per page.
    let config: Promise<StorefrontConfig> | undefined;
    const configuration = () => {
      config ??= storefrontConfig(db);
      return config;
    };
    const store = () => configuration().then((found) => found.store);

    // This request's product pages, by slug and by id.
    const pages = new Map<string, Promise<ProductPageData>>();
    const pagesById = new Map<number, ProductPageData>();
    const productPage = (slug: string): Promise<ProductPageData> => {
      let page = pages.get(slug);
      if (!page) {
        page = across(`product\n${slug}`, () => getProductPage(db, slug, store()));
        page.then((found) => pagesById.set(found.detail.ID, found)).catch(() => {});
        pages.set(slug, page);
      }
      return page;
    };

    return {
      theme: (preview) =>
        guard(async () => {
          const { theme } = await configuration();
          return effectiveTheme(theme, isThemeName(preview) ? preview : theme.active);
        }),
      settings: () => guard(async () => (await configuration()).settings),
      menu: (handle) =>
        guard(async () => {
          parseOr422(handleParams, { handle });
          const menu = (await configuration()).menus.get(handle);
          if (!menu) throw notFound(`Menu "${handle}" not found`);
          return { data: menu };
        }),
      product: (slug) =>
        guard(async () => {
          parseOr422(slugParam, { slug });
          return { data: (await productPage(slug)).detail };
        }),
      collection: (handle, params) =>
        guard(() => {
          parseOr422(handleParams, { handle });
          const q = query(collectionQuery, params);
          // A collection of this request's product (its recommendations) is known already.
          let known: KnownCollection | undefined;
          for (const page of pagesById.values()) known ??= page.collections.get(handle);
          return across(`collection\n${handle}\n${JSON.stringify(q)}`, () =>
            collectionPage(db, handle, q, store(), known),
          );
        }),
      comments: (params: CommentsParams) =>
        guard(() => {
          const q = query(commentsQuery, params);
          return across(`comments\n${JSON.stringify(q)}`, () => listComments(db, q));
        }),
      sizeChart: (productId) =>
        guard(async () => {
          const { productId: id } = parseOr422(productIdParams, { productId: String(productId) });
          const page = pagesById.get(id);
          return page ? page.sizeChart : across(`size-chart\n${id}`, () => productSizeChart(db, id));
        }),
      diversion: (productIds) =>
        guard(async () => {
          const { product_ids: ids } = query(diversionQuery, { product_ids: productIds });
          const page = ids.length === 1 ? pagesById.get(ids[0]!) : undefined;
          return page ? page.diversion : across(`diversion\n${ids}`, () => diversionRelationships(db, ids));
        }),
    };
  };
}
