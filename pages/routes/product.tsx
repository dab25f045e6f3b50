import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import {
  breadcrumbJsonLd,
  CATALOGUE_CACHE,
  pageHeaders,
  plainText,
  productJsonLd,
  seoMeta,
} from '../loaders/seo';
import { STORE_CURRENCY } from '../sections/shared';

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  const product = (await orNotFound(ctx.store.products.get(args.params.slug ?? ''))).data;
  // spec §2: `?variant=<id>` selects a variant; an unknown id falls back to the default one.
  const asked = Number(url.searchParams.get('variant'));
  const variantId = product.variants.some((variant) => variant.ID === asked) ? asked : null;
  const origin = requestOrigin(args.request);
  const collection = product.collections[0];
  return templatePage(args, ctx, {
    template: 'product',
    page: { kind: 'product', product, variantId },
    cache: CATALOGUE_CACHE,
    seo: {
      title: product.title,
      description: plainText(product.description) || product.title,
      // Variants share one canonical page.
      canonical: `${origin}${product.path}`,
      image: product.feature_image ? `${origin}${product.feature_image.url}` : null,
      type: 'product',
      jsonLd: [
        productJsonLd(product, origin, STORE_CURRENCY),
        breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          ...(collection ? [{ name: collection.title, path: `/collections/${collection.handle}` }] : []),
          { name: product.title, path: product.path },
        ]),
      ],
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data
    ? [
        {
          property: 'product:price:amount',
          content: data.page.kind === 'product' ? data.page.product.price : '',
        },
      ]
    : []),
  { property: 'product:price:currency', content: STORE_CURRENCY },
];
export const headers = pageHeaders;
export default TemplatePage;
