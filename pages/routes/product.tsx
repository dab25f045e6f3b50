import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { WireProductDetail, WireVariant } from '../../api/catalog';
import { localizePath } from '../../lib/i18n/localeUrl';
import { TemplatePage } from '../layout/TemplatePage';
import { diversionTarget } from '../loaders/diversion.server';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { toProductDetail } from '../loaders/products.server';
import { requestOrigin } from '../loaders/request';
import {
  breadcrumbJsonLd,
  CATALOGUE_CACHE,
  pageHeaders,
  plainText,
  productJsonLd,
  seoMeta,
} from '../loaders/seo';
import {
  OPTION_PARAM_PREFIX,
  resolveRequestedVariant,
  searchWithVariant,
} from '../sections/main-product/productView';

/**
 * Product JSON-LD; on a `?variant=` page the offer is that variant's (its price and stock), so a
 * shared variant link previews what it shows. The canonical stays the product page.
 */
function productStructuredData(
  product: WireProductDetail,
  variant: WireVariant | undefined,
  origin: string,
  currency: string,
): Record<string, unknown> {
  const data = productJsonLd(product, origin, currency);
  if (!variant) return data;
  return {
    ...data,
    sku: variant.sku ?? data.sku,
    offers: {
      '@type': 'Offer',
      priceCurrency: currency,
      price: variant.price,
      url: `${origin}${product.path}?variant=${variant.ID}`,
      availability: variant.buy_able ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  const product = (await orNotFound(ctx.store.products.get(args.params.slug ?? ''), 'product')).data;
  const diverted = await diversionTarget(ctx.store, { id: product.ID, slug: product.slug }, url);
  if (diverted) throw redirect(localizePath(diverted, ctx.locale), 302);
  const view = toProductDetail(product, ctx.currency);
  // `?variant=<id>` selects a variant (an unknown id falls back to the default one); the picker's
  // no-JavaScript form sends `option[<name>]` picks, answered with the `?variant=` URL.
  const { variantId, fromOptions } = resolveRequestedVariant(view, url.searchParams);
  if (fromOptions)
    throw redirect(
      localizePath(`${product.path}${searchWithVariant(url.searchParams, variantId)}`, ctx.locale),
    );
  const variant = product.variants.find((candidate) => candidate.ID === variantId);
  const origin = requestOrigin(args.request);
  const collection = product.collections[0];
  return templatePage(args, ctx, {
    template: 'product',
    page: { kind: 'product', product: view, variantId },
    cache: CATALOGUE_CACHE,
    seo: {
      title: product.title,
      description: plainText(product.description) || product.title,
      // Variants share one canonical page.
      canonical: `${origin}${product.path}`,
      image: product.feature_image ? `${origin}${product.feature_image.url}` : null,
      type: 'product',
      // The shown variant's price (a `?variant=` page previews what it shows).
      price: { amount: variant?.price ?? product.price, currency: ctx.currency },
      jsonLd: [
        productStructuredData(product, variant, origin, ctx.currency),
        breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          ...(collection ? [{ name: collection.title, path: `/collections/${collection.handle}` }] : []),
          { name: product.title, path: product.path },
        ]),
      ],
    },
  });
}

/** The query without the variant choice, to tell a variant pick from a real navigation. */
const withoutVariant = (url: URL) => searchWithVariant(url.searchParams, null);

/**
 * The page already holds every variant: picking one (which only rewrites `?variant=`) needs no
 * reload of the product.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  const variantPick =
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutVariant(currentUrl) === withoutVariant(nextUrl) &&
    ![...nextUrl.searchParams.keys()].some((key) => key.startsWith(`${OPTION_PARAM_PREFIX}[`));
  return variantPick ? false : defaultShouldRevalidate;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const price = data?.seo.price;
  return [
    ...seoMeta(data?.seo),
    ...(price
      ? [
          { property: 'product:price:amount', content: price.amount },
          { property: 'product:price:currency', content: price.currency },
        ]
      : []),
  ];
};
export const headers = pageHeaders;
export default TemplatePage;
