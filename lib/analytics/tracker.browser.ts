/**
 * The consented tracker, as the browser runs it. The consent section adds its script tag only once
 * the shopper has allowed analytics, so none of this is downloaded before (and it is never part of
 * a page's own JavaScript). It reads the page instead of being called by it:
 *
 * - page view on load and on every client navigation (checkout steps and the order page report
 *   their analytics paths), a search on a search page with a query;
 * - product view on a product page (its JSON-LD and the buy form's product id), a list view on
 *   collection and search pages (the first 3 products);
 * - add to cart, address, shipping and payment when the store answers the cart's or a checkout
 *   step's post (the page's own requests, observed), checkout when a checkout link is followed or
 *   buy now is used, and purchase once per order on its page (the JSON the thank-you section adds);
 * - a marketplace button's click, counted by the store (`POST /api/store/click_button`).
 *
 * Each action is a plain-text POST to the configured collector, a beacon when that fails.
 */
import {
  actionsForPost,
  analyticsPagePath,
  kwaiPixelId,
  type PostedForm,
  type TrackedAction,
  trackBody,
  trackerConfig,
} from './tracking.ts';

const script = (document.currentScript ??
  document.querySelector('script[data-collector]')) as HTMLScriptElement | null;
const config = trackerConfig(script?.dataset ?? {});
const session = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
})();
const pixelId = kwaiPixelId(location.search, session);
const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
/** Reads the store's responses with the page's own fetch, never through the observer below. */
const pageFetch = window.fetch.bind(window);

/** The page data the thank-you section leaves for the tracker. */
const pageJson = (selector: string): Record<string, unknown> | undefined => {
  const element = document.querySelector(selector);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

function send(name: TrackedAction, parameters: Record<string, unknown> = {}): void {
  const pending = Boolean(pageJson('script[data-track="purchase"]')?.pending);
  const body = JSON.stringify(
    trackBody(name, parameters, {
      config,
      path: analyticsPagePath(location.pathname, location.search, pending),
      url: location.href,
      eventId: newId(),
      time: Date.now(),
      kwaiPixelId: pixelId,
    }),
  );
  const type = 'text/plain;charset=UTF-8';
  const beacon = () => navigator.sendBeacon?.(config.collector, new Blob([body], { type }));
  try {
    pageFetch(config.collector, {
      method: 'POST',
      body,
      headers: { 'Content-Type': type },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(beacon);
  } catch {
    beacon();
  }
}

/** The product a product page shows: the buy form's id and the JSON-LD's name and offer. */
function productView(): Record<string, unknown> | undefined {
  const idField = document.querySelector<HTMLInputElement>('main form input[name="product_id"]');
  for (const element of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const document_ = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
      if (document_['@type'] !== 'Product') continue;
      const offers = (Array.isArray(document_.offers) ? document_.offers[0] : document_.offers) as
        | Record<string, unknown>
        | undefined;
      return {
        item_id: idField ? Number(idField.value) : undefined,
        item_name: document_.name,
        sku: document_.sku,
        price: offers?.price ?? offers?.lowPrice,
        currency: offers?.priceCurrency,
      };
    } catch {}
  }
  return undefined;
}

/**
 * A product page reached through a diversion test names it in its query (the store sends shoppers
 * of a test's products to its main product): the product view and adds count towards the test.
 */
function diversion(): { diversion_test_id?: number } {
  const id = Number(new URLSearchParams(location.search).get('diversion_test_id'));
  return Number.isSafeInteger(id) && id > 0 ? { diversion_test_id: id } : {};
}

/** The products a listing shows, in order, by their handles. */
function listedProducts(): string[] {
  const handles: string[] = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href*="/products/"]')) {
    const handle = /\/products\/([^/?#]+)/.exec(link.pathname)?.[1];
    if (handle && !handles.includes(handle)) handles.push(handle);
  }
  return handles;
}

let lastPage = '';
function pageView(): void {
  const key = `${location.pathname}${location.search}`;
  if (key === lastPage) return;
  lastPage = key;
  const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  const query = new URLSearchParams(location.search).get('q');
  if (path === '/search' && query) send('search', { search_term: query });
  send('page_view', { title: document.title });
  if (/^\/products\/[^/]+\/?$/.test(path)) {
    const product = productView();
    if (product) send('view_item', { ...product, ...diversion() });
  } else if (/^\/(?:collections\/[^/]+|search)\/?$/.test(path)) {
    const items = listedProducts();
    if (items.length > 0) send('view_item_list', { list: path, item_ids: items });
  }
  if (/^\/orders\/[^/]+\/thank-you\/?$/.test(path)) purchaseOnceShown(key);
}

/** How long an order page may take to show its order after a client-side navigation. */
const PURCHASE_WAIT_MS = 10_000;

/**
 * The purchase, once the order page shows its order: on a slow device React may not have
 * rendered the page when the navigation is read, so the page's order data is awaited (for a
 * while) instead of the purchase being lost.
 */
function purchaseOnceShown(pageKey: string): void {
  const report = (): boolean => {
    const purchase = pageJson('script[data-track="purchase"]');
    if (!purchase) return false;
    // Once per order: a reload or a later visit to its page is not a second purchase.
    const key = `vitrine.purchased.${String(purchase.transaction_id)}`;
    try {
      if (session?.getItem(key)) return true;
      session?.setItem(key, '1');
    } catch {}
    const { pending: _pending, ...order } = purchase;
    send('purchase', order);
    return true;
  };
  if (report()) return;
  const observer = new MutationObserver(() => {
    // The shopper moved on before the order showed: nothing to report for this page.
    if (lastPage !== pageKey || report()) stop();
  });
  const timer = setTimeout(() => stop(), PURCHASE_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/** After a client navigation React renders the new page: read it once that is on screen. */
const afterRender = () => requestAnimationFrame(() => setTimeout(pageView, 50));
for (const method of ['pushState', 'replaceState'] as const) {
  const original = history[method];
  history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
    const result = original.apply(this, args);
    afterRender();
    return result;
  };
}
addEventListener('popstate', afterRender);

// Checkout begins when a checkout link is followed (before the navigation leaves the page).
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && /^(?:\/[a-z]{2})?\/checkouts(?:\/|$)/.test(link.pathname) && link.origin === location.origin)
      send('begin_checkout', {});
  },
  true,
);

// A marketplace button followed: the store counts the click (its own endpoint, whatever collector).
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-button-id]') as HTMLAnchorElement | null;
    // The buttons are the product page's: the product is its buy form's.
    const productId = Number(
      document.querySelector<HTMLInputElement>('main form input[name="product_id"]')?.value,
    );
    const buttonId = Number(link?.dataset.buttonId);
    if (!link || !Number.isSafeInteger(productId) || productId < 1) return;
    const body = JSON.stringify({
      product_id: productId,
      ...(Number.isSafeInteger(buttonId) && buttonId > 0 && { button_id: buttonId }),
    });
    pageFetch('/api/store/click_button', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  },
  true,
);

// The page's own posts to the cart and the checkout steps: their fields once the store said yes.
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const response = pageFetch(input, init);
  const body = init?.body;
  if (
    init?.method?.toUpperCase() === 'POST' &&
    (body instanceof FormData || body instanceof URLSearchParams)
  ) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin === location.origin && url.pathname !== config.collector) {
      const actions = actionsForPost(url.pathname, body as PostedForm);
      if (actions.length > 0)
        void response
          .then((answer) => {
            if (!answer.ok) return;
            for (const action of actions)
              send(
                action.name,
                action.name === 'add_to_cart' ? { ...action.parameters, ...diversion() } : action.parameters,
              );
          })
          .catch(() => {});
    }
  }
  return response;
};

pageView();
