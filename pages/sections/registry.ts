/**
 * Every section, one line each: its type — which is also its folder, `pages/sections/<type>/`
 * (schema.ts, Section.tsx, load.server.ts when it loads data, model.ts for its view model) — and
 * how the browser hydrates it. Nothing else registers a section: the server's entries (schema,
 * load, component), the browser's components, the routes' section handles and the chunking are
 * generated from this object (scripts/lib/sections.ts, `virtual:vitrine/sections/*`).
 *
 * `hydrate`:
 * - `none`: static server HTML. The browser never downloads its code during the first page view;
 *   it loads only when a later router update or a client navigation renders it again
 *   (layout/lazySections.ts says why). The default for a section with nothing interactive.
 * - `root`: bundled with the root, hydrated at once on every page (the header group).
 * - `route`: bundled with `route` (a route module under pages/, as in routes.ts), its CSS linked by
 *   that route; rendered by any other page it hydrates like `visible`.
 * - `visible`: its own chunk, asked for when it comes within a screen of the viewport.
 *
 * Adding a section: create its folder, add its line here, put it in a theme's layout JSON.
 */
import type { SectionRegistry } from '../layout/sectionRegistry';

export const sections = {
  // A line of text, optionally a link: nothing to hydrate.
  'announcement-bar': { hydrate: 'none' },
  // Menu drawer, search dialog with suggestions, cart button: every page, in the first view.
  header: { hydrate: 'root' },
  // The back-to-top control (when the theme enables it); below the fold.
  footer: { hydrate: 'visible' },
  // Heading, text and links only.
  'rich-text': { hydrate: 'none' },
  // An image, text and a link only.
  'image-with-text': { hydrate: 'none' },
  // Tiles that are plain links.
  'collection-list': { hydrate: 'none' },
  // The carousel (embla) once its slides are in view.
  'image-banner': { hydrate: 'visible' },
  // Product cards: quick add to cart and the option picker.
  'featured-collection': { hydrate: 'visible' },
  // Product cards below the product form, streamed.
  'product-recommendations': { hydrate: 'visible' },
  // The shopper's browsing record, kept in their browser: drawn (and the product recorded) once near view.
  'recently-viewed': { hydrate: 'visible' },
  // The other products of the product's look: plain links.
  'shop-the-look': { hydrate: 'none' },
  // Share links under the product: plain links first, the popup and share sheet once near view.
  'product-share': { hydrate: 'visible' },
  // The wishlist heart under the product: a form the page's wishlist code drives from the DOM.
  'product-wishlist': { hydrate: 'none' },
  // Each page's main section comes with its route: its forms and pickers work at once.
  'main-collection': { hydrate: 'route', route: 'routes/collection.tsx' },
  'main-product': { hydrate: 'route', route: 'routes/product.tsx' },
  'main-reviews': { hydrate: 'route', route: 'routes/reviews.tsx' },
  'main-search': { hydrate: 'route', route: 'routes/search.tsx' },
  'main-cart': { hydrate: 'route', route: 'routes/cart.tsx' },
  'main-checkout': { hydrate: 'route', route: 'routes/checkout.tsx' },
  'main-thank-you': { hydrate: 'route', route: 'routes/thank-you.tsx' },
  'main-policy': { hydrate: 'route', route: 'routes/policy.tsx' },
  'main-404': { hydrate: 'route', route: 'routes/not-found.tsx' },
  // A merchant page with its contact form or FAQ, the policies index and the newsletter steps:
  // plain forms and native disclosures, all working without JavaScript.
  'main-page': { hydrate: 'none' },
  // The blog home, a collection's posts and a post: links and text only.
  'main-blog': { hydrate: 'none' },
  // Email signup: a plain form.
  newsletter: { hydrate: 'none' },
  // The consent banner is plain forms (no JavaScript); once analytics is allowed, a script tag.
  consent: { hydrate: 'none' },
  // The rewards launcher: its button is in the HTML; its small chunk hydrates it, and the panel
  // is another chunk fetched on the first press or when the browser is idle.
  rewards: { hydrate: 'visible' },
  // The account screens: their forms work at once, on the one account route.
  'main-account-auth': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account-orders': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account-order': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account-addresses': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account-payment-methods': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-account-wishlist': { hydrate: 'route', route: 'routes/account.tsx' },
  'main-track-order': { hydrate: 'route', route: 'routes/track-order.tsx' },
} as const satisfies SectionRegistry;
