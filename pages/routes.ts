import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Storefront routes (spec §2). `/collections/all` is the `all` handle of the collection route. */
export default [
  index('routes/home.tsx'),
  route('collections/:handle', 'routes/collection.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('products/:slug/reviews', 'routes/reviews.tsx'),
  route('search', 'routes/search.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkouts', 'routes/checkout.tsx', { id: 'checkout' }),
  route('checkouts/:cartHash', 'routes/checkout.tsx', { id: 'checkout-cart' }),
  route('orders/:number/thank-you', 'routes/thank-you.tsx'),
  route('policies/:handle', 'routes/policy.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('api/*', 'routes/api-proxy.ts', { id: 'api-proxy' }),
  route('media/*', 'routes/api-proxy.ts', { id: 'media-proxy' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
