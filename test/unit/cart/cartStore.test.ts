// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WireCart } from '../../../api/cart';
import {
  CART_CHANGED_EVENT,
  CART_COUNT_STORAGE_KEY,
  CART_PREFETCH_FRESH_MS,
  CART_REFETCH_TRIES,
  cartChanged,
  prefetchCart,
  refreshCart,
  resetCartStore,
  setCart,
  setCartFetcher,
} from '../../../pages/cart/cartStore';

const cart = (count: number, lines = count > 0 ? 1 : 0) =>
  ({
    hash: 'a'.repeat(32),
    cart_contents_count: count,
    line_items: Array(lines).fill({}),
  }) as unknown as WireCart;

const events = (name: string) => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  return { seen, stop: () => window.removeEventListener(name, listener) };
};

afterEach(() => {
  resetCartStore();
  window.localStorage.clear();
});

describe('cart store', () => {
  it('caches the count in local storage as cartContentsCount', () => {
    setCart(cart(3));
    expect(window.localStorage.getItem(CART_COUNT_STORAGE_KEY)).toBe('3');
  });

  it('raises the empty-cart event when an answer has no lines', () => {
    const empty = events('vitrine:cart-empty');
    setCart(cart(2));
    setCart(cart(0));
    empty.stop();
    expect(empty.seen).toHaveLength(1);
  });

  it('retries a failed refetch up to 3 times, then reports false', async () => {
    const fetcher = vi.fn(async (): Promise<WireCart> => {
      throw new Error('offline');
    });
    setCartFetcher(fetcher);
    const refetch = events('vitrine:cart-refetch');
    expect(await refreshCart()).toBeNull();
    refetch.stop();
    expect(fetcher).toHaveBeenCalledTimes(CART_REFETCH_TRIES);
    expect(refetch.seen).toEqual([false]);
  });

  it('succeeds on a later try without reporting a failure', async () => {
    const fetcher = vi
      .fn<() => Promise<WireCart>>()
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValueOnce(cart(5));
    setCartFetcher(fetcher);
    expect((await refreshCart())?.cart_contents_count).toBe(5);
    expect(window.localStorage.getItem(CART_COUNT_STORAGE_KEY)).toBe('5');
  });

  it('never runs two refetches at once: a second call shares the first', async () => {
    let release: (value: WireCart) => void = () => {};
    const fetcher = vi.fn(() => new Promise<WireCart>((resolve) => (release = resolve)));
    setCartFetcher(fetcher);
    const first = refreshCart();
    const second = refreshCart();
    release(cart(1));
    expect(await first).toBe(await second);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a prefetch reads the cart unless one was answered within the freshness window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetcher = vi.fn(async () => cart(2));
      setCartFetcher(fetcher);
      prefetchCart();
      await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
      await refreshCart();
      fetcher.mockClear();
      // Hovering again soon after: the answer at hand is used.
      vi.setSystemTime(Date.now() + CART_PREFETCH_FRESH_MS - 1);
      prefetchCart();
      expect(fetcher).not.toHaveBeenCalled();
      // Later it is read again.
      vi.setSystemTime(Date.now() + 2);
      prefetchCart();
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change the shopper made raises the cart-changed event; a refetch does not', async () => {
    setCartFetcher(async () => cart(1));
    const changed = events(CART_CHANGED_EVENT);
    await refreshCart();
    cartChanged(cart(4));
    changed.stop();
    expect(changed.seen).toEqual([{ cart: cart(4) }]);
    expect(window.localStorage.getItem(CART_COUNT_STORAGE_KEY)).toBe('4');
  });
});
