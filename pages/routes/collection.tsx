import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { CollectionResponse } from '../../api/catalog';
import { TemplatePage } from '../layout/TemplatePage';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { breadcrumbJsonLd, CATALOGUE_CACHE, pageHeaders, plainText, seoMeta } from '../loaders/seo';

const PAGE_SIZE = 24;

/** spec §2: `page` is 1-based; anything else reads as page 1. */
export const pageParam = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  const handle = args.params.handle ?? '';
  const page = pageParam(url);
  let collection: CollectionResponse;
  if (handle === 'all') {
    const list = await ctx.store.products.list({ page, page_size: PAGE_SIZE });
    collection = {
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
    };
  } else {
    collection = await orNotFound(ctx.store.collections.get(handle, { page, page_size: PAGE_SIZE }));
  }
  const origin = requestOrigin(args.request);
  const path = collection.data.path;
  return templatePage(args, ctx, {
    template: 'collection',
    page: { kind: 'collection', collection, page },
    cache: CATALOGUE_CACHE,
    seo: {
      title: page > 1 ? `${collection.data.title} – Page ${page}` : collection.data.title,
      description: plainText(collection.data.description) || `Shop ${collection.data.title}.`,
      canonical: `${origin}${path}${page > 1 ? `?page=${page}` : ''}`,
      image: collection.data.image ? `${origin}${collection.data.image.url}` : null,
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          { name: collection.data.title, path },
        ]),
      ],
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
