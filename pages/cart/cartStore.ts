/**
 * The shopper's cart on the client: one small external store read with
 * `useSyncExternalStore`, so the header badge, the popup cart and the cart page agree without a
 * context provider. A shopper's own pages (cart, checkout) carry the count in the first HTML (the
 * root loader reads it; such pages are private, pages/cart/cartCount.server.ts): the store starts
 * from that count. Catalogue pages are every shopper's (shared-cacheable, rendered as a guest's):
 * they render 0, then the stored count from local storage.
 *
 * Rules kept here:
 * - the count is cached in local storage as `cartContentsCount` (default 0);
 * - a refetch is retried up to 3 times, then a `vitrine:cart-refetch` event carries `false`;
 *   a guard keeps two refetches from running at once (the second caller shares the first);
 * - an empty cart in any answer raises `vitrine:cart-empty`;
 * - a change the shopper made (not a refetch) raises `vitrine:cart-changed`, so a page whose own
 *   data is the cart reloads it (revalidate.ts);
 * - back/forward navigation (a page restored from the bfcache) refreshes the cart and count.
 */
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { WireCart } from '../../api/cart';

export const CART_COUNT_STORAGE_KEY = 'cartContentsCount';
/** Cart refetch 3 tries. */
export const CART_REFETCH_TRIES = 3;

export type CartStatus = 'idle' | 'loading' | 'error';

export interface CartState {
  /** The last cart the store answered with; null until one was fetched or changed. */
  cart: WireCart | null;
  /** `cart_contents_count` (paired lenses count half, so it may end in .5). */
  count: number;
  /** Units added but not answered yet (optimistic), shown on top of `count`. */
  pending: number;
  status: CartStatus;
  /** The popup cart or drawer is open. */
  open: boolean;
}

const serverSnapshot: CartState = { cart: null, count: 0, pending: 0, status: 'idle', open: false };
let state: CartState = serverSnapshot;
let initialised = false;
/** The count the server rendered this page with, when it knew the shopper's cart. */
let primedCount: number | null = null;
const listeners = new Set<() => void>();

function emit(next: Partial<CartState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function readStoredCount(): number {
  try {
    const value = Number(window.localStorage.getItem(CART_COUNT_STORAGE_KEY) ?? 0);
    return Number.isFinite(value) && value >= 0 ? value : 0;
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): the count starts at 0.
    return 0;
  }
}

function storeCount(count: number): void {
  try {
    window.localStorage.setItem(CART_COUNT_STORAGE_KEY, String(count));
  } catch {
    // Not fatal: the count is refetched on the next page anyway.
  }
}

function dispatch(name: string, detail: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** First subscription on the client: read the cached count and follow bfcache restores. */
function initialise(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  // The server's count is the cart as it is now; local storage may be another tab's old news.
  if (primedCount !== null) storeCount(primedCount);
  state = { ...state, count: primedCount ?? readStoredCount() };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshCart();
  });
  // Another tab changed the cart: follow its count.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_COUNT_STORAGE_KEY) emit({ count: readStoredCount() });
  });
}

function subscribe(listener: () => void): () => void {
  initialise();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the store last answered with the cart (ms since the epoch). */
let answeredAt = 0;

/** Records a cart the store answered with (after a change or a fetch). */
export function setCart(cart: WireCart): void {
  answeredAt = Date.now();
  storeCount(cart.cart_contents_count);
  emit({ cart, count: cart.cart_contents_count, pending: 0, status: 'idle' });
  if (cart.line_items.length === 0) dispatch('vitrine:cart-empty', { cart });
}

export const CART_CHANGED_EVENT = 'vitrine:cart-changed';

/** Records the cart a change answered with, and tells the page the cart changed. */
export function cartChanged(cart: WireCart): void {
  setCart(cart);
  dispatch(CART_CHANGED_EVENT, { cart });
}

/** Optimistic units while an add is in flight; `settle` undoes them when it fails. */
export function addPending(units: number): void {
  emit({ pending: state.pending + units });
}
export function settlePending(units: number): void {
  emit({ pending: Math.max(0, state.pending - units) });
}

/**
 * Opens the popup cart or drawer. It shows the last cart at once and refetches it, unless the
 * caller just received a fresh one (`fresh`, e.g. right after an add).
 */
export function openCart({ fresh = false }: { fresh?: boolean } = {}): void {
  emit({ open: true });
  if (!fresh || !state.cart) void refreshCart();
}
export function closeCart(): void {
  emit({ open: false });
}

let inFlight: Promise<WireCart | null> | null = null;

/** How the browser reads the cart; replaced in tests. */
let fetchCart = async (): Promise<WireCart> => {
  // The cart schema (and zod with it) loads with the first fetch, alongside the request, rather
  // than in every page's initial JavaScript.
  const [response, { wireCart }] = await Promise.all([
    // Same-origin credentials (the cart cookie) are fetch's default.
    fetch('/api/store/cart', {
      headers: { accept: 'application/json', 'x-lang': document.documentElement.lang || 'en-US' },
    }),
    import('../../api/cart'),
  ]);
  if (!response.ok) throw new Error(`cart answered HTTP ${response.status}`);
  return wireCart.parse(await response.json());
};

/** A cart answered this recently needs no prefetch (opening the cart refetches it anyway). */
export const CART_PREFETCH_FRESH_MS = 10_000;

/**
 * The shopper reaches for the cart (pointer over the header's cart button): read the cart now,
 * unless a recent answer is at hand, so the popup opens with its lines instead of a spinner.
 */
export function prefetchCart(): void {
  if (state.cart && Date.now() - answeredAt < CART_PREFETCH_FRESH_MS) return;
  void refreshCart();
}

/** Test seam: the function that reads the cart. */
export function setCartFetcher(fetcher: () => Promise<WireCart>): void {
  fetchCart = fetcher;
}

/**
 * Refetches the cart: up to 3 tries, then `vitrine:cart-refetch` with `false`; calls
 * made while one runs share it.
 */
export function refreshCart(): Promise<WireCart | null> {
  if (inFlight) return inFlight;
  emit({ status: 'loading' });
  inFlight = (async () => {
    for (let attempt = 1; attempt <= CART_REFETCH_TRIES; attempt += 1) {
      try {
        const cart = await fetchCart();
        setCart(cart);
        dispatch('vitrine:cart-refetch', true);
        return cart;
      } catch {
        // try again
      }
    }
    emit({ status: 'error' });
    dispatch('vitrine:cart-refetch', false);
    return null;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The whole cart state; the empty snapshot on the server and during hydration. */
export function useCartState(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
}

/** The count the root loader read for this page (null: no cart cookie, or the store did not answer). */
const useServerCartCount = (): number | null => {
  const root = useRouteLoaderData('root') as { cartCount?: unknown } | undefined;
  return typeof root?.cartCount === 'number' ? root.cartCount : null;
};

/**
 * The header count: the cart's count plus units being added. While hydrating it is the count the
 * server rendered, null when it did not know it (a shared catalogue page is every shopper's); the store starts from that count (read before its first subscription, so a
 * later page's stale root data never overrides what the shopper did since).
 */
export function useCartCount(): number | null {
  const serverCount = useServerCartCount();
  if (serverCount !== null && !initialised && typeof window !== 'undefined') primedCount = serverCount;
  return useSyncExternalStore(
    subscribe,
    () => state.count + state.pending,
    () => serverCount,
  );
}

/** Test seam: back to a fresh store. */
export function resetCartStore(): void {
  state = serverSnapshot;
  answeredAt = 0;
  initialised = false;
  primedCount = null;
  inFlight = null;
  listeners.clear();
}
