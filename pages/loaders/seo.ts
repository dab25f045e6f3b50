/**
 * SEO and sharing basics: title, description, canonical URL, Open Graph and
 * JSON-LD for each page, and the cache policy headers (caches only with TTLs).
 */
import type { HeadersFunction, MetaDescriptor } from 'react-router';
import type { WireProductDetail } from '../../api/catalog';

/** Anonymous catalogue pages: a CDN may keep them a minute and serve stale while refreshing. */
export const CATALOGUE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';
/** Cart, checkout, previews: never stored by anyone. */
export const PRIVATE_CACHE = 'private, no-store';

export const STORE_NAME = 'Vitrine';

export interface Seo {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute image URL for sharing. */
  image?: string | null;
  /** @default 'website' */
  type?: 'website' | 'product';
  /** A product page's price (`product:price:*`): a decimal amount and its currency. */
  price?: { amount: string; currency: string };
  /** JSON-LD documents. */
  jsonLd?: Record<string, unknown>[];
  /** Keep search engines out (cart, checkout, 404). @default false */
  noindex?: boolean;
}

/** Plain text of merchant HTML, shortened for a meta description. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: STORE_NAME }];
  const title = seo.title === STORE_NAME ? STORE_NAME : `${seo.title} | ${STORE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const document of seo.jsonLd ?? []) tags.push({ 'script:ld+json': document });
  return tags;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** schema.org Product with its offers (prices are in the store currency). */
export function productJsonLd(
  product: WireProductDetail,
  origin: string,
  currency: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: plainText(product.description, 5000),
    sku: product.sku ?? undefined,
    brand: product.vendor ? { '@type': 'Brand', name: product.vendor } : undefined,
    image: product.gallery.map((image) => absolute(origin, image.url)),
    url: absolute(origin, product.path),
    aggregateRating:
      product.review_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.review_count,
          }
        : undefined,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: product.min_price,
      highPrice: product.max_price,
      offerCount: product.variants.length || 1,
      availability: product.buy_able ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbJsonLd(
  origin: string,
  trail: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/**
 * Every page route's `headers`: the route loader's Cache-Control, unless the root made the answer
 * personal (a theme preview), plus the root's cookies.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  const parentCache = parentHeaders.get('Cache-Control');
  const cache =
    parentCache === PRIVATE_CACHE ? PRIVATE_CACHE : (source.get('Cache-Control') ?? PRIVATE_CACHE);
  headers.set('Cache-Control', cache);
  const cookie = parentHeaders.get('Set-Cookie');
  if (cookie) headers.set('Set-Cookie', cookie);
  // The page's language follows Accept-Language (pages/loaders/request.ts).
  if (cache !== PRIVATE_CACHE) headers.set('Vary', 'Accept-Language');
  return headers;
};
