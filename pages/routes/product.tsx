import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { WireProductDetail, WireVariant } from '../../api/catalog';
import { localizePath } from '../../lib/i18n/localeUrl';
import { keepDataAfterCartChange } from '../cart/revalidate';
import { sectionsHandle } from '../layout/sectionComponents';
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
import { MainProduct } from '../sections/main-product';
import {
  OPTION_PARAM_PREFIX,
  resolveRequestedVariant,
  searchWithVariant,
} from '../sections/main-product/productView';
import { STORE_CURRENCY } from '../sections/shared';

/**
 * Product JSON-LD; on a `?variant=` page the offer is that variant's (its price and stock), so a
 * shared variant link previews what it shows. The canonical stays the product page.
 */
function productStructuredData(
  product: WireProductDetail,
  variant: WireVariant | undefined,
  origin: string,
): Record<string, unknown> {
  const data = productJsonLd(product, origin, STORE_CURRENCY);
  if (!variant) return data;
  return {
    ...data,
    sku: variant.sku ?? data.sku,
    offers: {
      '@type': 'Offer',
      priceCurrency: STORE_CURRENCY,
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
  // spec §2/§4: `?variant=<id>` selects a variant (an unknown id falls back to the default one);
  // the picker's no-JavaScript form sends `option[<name>]` picks, answered with the `?variant=` URL.
  const { variantId, fromOptions } = resolveRequestedVariant(product, url.searchParams);
  if (fromOptions)
    throw redirect(
      localizePath(`${product.path}${searchWithVariant(url.searchParams, variantId)}`, ctx.locale),
    );
  const variant = product.variants.find((candidate) => candidate.ID === variantId);
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
        productStructuredData(product, variant, origin),
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
 * reload of the product; neither does a cart change (pages/cart/revalidate.ts).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  const variantPick =
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutVariant(currentUrl) === withoutVariant(nextUrl) &&
    ![...nextUrl.searchParams.keys()].some((key) => key.startsWith(`${OPTION_PARAM_PREFIX}[`));
  return variantPick ? false : keepDataAfterCartChange(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.page.kind === 'product' ? data.page : null;
  const variant = page?.product.variants.find((candidate) => candidate.ID === page.variantId);
  return [
    ...seoMeta(data?.seo),
    ...(page ? [{ property: 'product:price:amount', content: variant?.price ?? page.product.price }] : []),
    { property: 'product:price:currency', content: STORE_CURRENCY },
  ];
};
export const headers = pageHeaders;
export default TemplatePage;
/** main-product comes with this route's chunk (and its CSS link), not with every page (issue 7). */
export const handle = sectionsHandle({ 'main-product': MainProduct });
