import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { StoreApiError } from '../../api/client';
import { TemplatePage } from '../layout/TemplatePage';
import { orNotFound, type PageContext, pageContext, templatePage } from '../loaders/page.server';
import { toCollectionView } from '../loaders/products.server';
import { requestOrigin } from '../loaders/request';
import { breadcrumbJsonLd, CATALOGUE_CACHE, pageHeaders, plainText, seoMeta } from '../loaders/seo';
import {
  activeFilterCount,
  type ListingParams,
  parsePage,
  storeFilters,
} from '../sections/main-collection/listingParams';
import { parseListingParams } from '../sections/main-collection/listingParams.server';
import type { CollectionView } from '../sections/shared/productModel';

const PAGE_SIZE = 24;

/** `page` is 1-based; anything else reads as page 1. */
export const pageParam = (url: URL) => parsePage(url.searchParams.get('page'));

/**
 * One page of the collection with the shopper's filters, sort and facet counts. `all` is every
 * product (`/collections/all`). A filter the store still refuses (an unknown category,
 * say) is dropped and the page answers unfiltered, so a stale link never becomes an error page;
 * an unknown collection is a 404.
 */
async function loadListing(
  ctx: PageContext,
  handle: string,
  listing: ListingParams,
): Promise<{ collection: CollectionView; listing: ListingParams }> {
  const query = {
    page: listing.page,
    page_size: PAGE_SIZE,
    sort: listing.sort ?? undefined,
    with: ['variants' as const],
    facets: true,
  };
  const fetchPage = async (filters: ListingParams['filters']): Promise<CollectionView> => {
    if (handle !== 'all') {
      const found = await ctx.store.collections.get(handle, { ...query, ...storeFilters(filters) });
      return toCollectionView(found, ctx.currency);
    }
    const list = await ctx.store.products.list({ ...query, ...storeFilters(filters) });
    return toCollectionView(
      {
        data: {
          id: 0,
          handle: 'all',
          title: 'All products',
          description: '',
          image: null,
          path: '/collections/all',
          sort_order: 'featured',
          products_count: list.meta.total,
        },
        products: list.data,
        meta: list.meta,
        facets: list.facets,
      },
      ctx.currency,
    );
  };
  try {
    return { collection: await fetchPage(listing.filters), listing };
  } catch (error) {
    const refused = error instanceof StoreApiError && [400, 404, 422].includes(error.status);
    if (!refused || activeFilterCount(listing.filters) === 0) throw error;
    const unfiltered = { ...listing, filters: { options: [] } };
    return { collection: await fetchPage(unfiltered.filters), listing: unfiltered };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  const handle = args.params.handle ?? '';
  const asked = parseListingParams(url.searchParams, { allowCollection: handle === 'all' });
  const { collection, listing } = await orNotFound(loadListing(ctx, handle, asked));
  const { page } = listing;
  const origin = requestOrigin(args.request);
  const path = collection.header.path;
  // Filtered, re-sorted or re-laid-out lists are views of the collection, not pages of their own.
  const canonicalPage =
    page > 1 && activeFilterCount(listing.filters) === 0 && !listing.sort && !listing.view
      ? `?page=${page}`
      : '';
  return templatePage(args, ctx, {
    template: 'collection',
    page: { kind: 'collection', collection, page, listing },
    cache: CATALOGUE_CACHE,
    seo: {
      title: page > 1 ? `${collection.header.title} – Page ${page}` : collection.header.title,
      description: plainText(collection.header.descriptionHtml) || `Shop ${collection.header.title}.`,
      canonical: `${origin}${path}${canonicalPage}`,
      image: collection.header.image ? `${origin}${collection.header.image.url}` : null,
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          { name: collection.header.title, path },
        ]),
      ],
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
