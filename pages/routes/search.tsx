import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../api/limits';
import { TemplatePage } from '../layout/TemplatePage';
import { orBadRequest, pageContext, templatePage } from '../loaders/page.server';
import { toProductListView } from '../loaders/products.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { pageParam } from './collection';

/** Search pages hold 12 products. */
export const SEARCH_PAGE_SIZE = 12;

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  // At most 255 characters; a longer query (a hand-made URL) is cut, not refused.
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const page = pageParam(url);
  const found = q
    ? await orBadRequest(
        ctx.store.products.search({ q, page, page_size: SEARCH_PAGE_SIZE, with: ['variants'] }),
      )
    : null;
  const results = found && toProductListView(found, ctx.currency);
  return templatePage(args, ctx, {
    template: 'search',
    page: { kind: 'search', q, results, page },
    cache: CATALOGUE_CACHE,
    seo: {
      title: q ? `Search: ${q}` : 'Search',
      description: 'Search the store.',
      canonical: `${requestOrigin(args.request)}/search`,
      noindex: true,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
