import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Paths that answer alike in every language (lib/i18n/localeUrl.ts keeps them unprefixed). */
const unlocalized = /^(?:api|media)\/|^(?:sitemap\.xml|robots\.txt)$/;

/**
 * Every page also under its language's prefix, as an optional first segment: `/products/x` is
 * en-US, `/de/products/x` de-DE (lib/i18n/localeUrl.ts). The loaders read the language from the
 * URL; a prefix that names no language is a 404 (`pageContext`).
 */
const inEveryLanguage = (routes: RouteConfigEntry[]): RouteConfigEntry[] =>
  routes.map((entry) => {
    if (entry.index) return { ...entry, index: undefined, path: ':lang?' };
    if (entry.path === undefined || unlocalized.test(entry.path)) return entry;
    return { ...entry, path: `:lang?/${entry.path}` };
  });

/** Storefront routes. `/collections/all` is the `all` handle of the collection route. */
export default inEveryLanguage([
  index('routes/home.tsx'),
  route('collections/:handle', 'routes/collection.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('products/:slug/reviews', 'routes/reviews.tsx'),
  route('search', 'routes/search.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('cart/change', 'routes/cart-change.ts'),
  route('checkouts', 'routes/checkout.tsx', { id: 'checkout' }),
  route('checkouts/:cartHash', 'routes/checkout.tsx', { id: 'checkout-cart' }),
  route('orders/:number/thank-you', 'routes/thank-you.tsx'),
  route('policies/:handle?', 'routes/policy.tsx'),
  route('pages/:handle', 'routes/page.tsx'),
  route('blogs/*', 'routes/blog.tsx'),
  // Every account screen (login, register, password, My Account, orders, addresses, cards).
  route('account/*', 'routes/account.tsx'),
  route('logout', 'routes/logout.ts'),
  route('pages/track-order', 'routes/track-order.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('api/*', 'routes/api-proxy.ts', { id: 'api-proxy' }),
  route('media/*', 'routes/api-proxy.ts', { id: 'media-proxy' }),
  route('*', 'routes/not-found.tsx'),
]) satisfies RouteConfig;
