/**
 * The wishlist hearts of every page, wired after hydration at (nearly) no cost to the first load:
 * catalogue HTML is the guest's (cacheable), each heart a form that works without JavaScript
 * (WishlistHeartForm). This root component only listens for those forms' submits and, for a
 * shopper whose readable customer hint says they are logged in, waits for an idle moment; either
 * loads the wishlist code (WishlistRuntime.tsx, its own chunk), which asks the store for the list,
 * fills every heart on the page — hydrated sections and static (`hydrate: 'none'`) ones alike, as
 * it works on the DOM — and saves or removes on a press.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasCustomerHint } from '../account/customerHint';
import { press } from './presses';

const WishlistRuntime = lazy(() => import('./WishlistRuntime'));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1500);
  return () => clearTimeout(handle);
};

export function WishlistHearts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-wishlist-form')) return;
      event.preventDefault();
      press(form);
      setWanted(true);
    };
    document.addEventListener('submit', onSubmit);
    const cancel = hasCustomerHint(document.cookie) ? whenIdle(() => setWanted(true)) : undefined;
    return () => {
      document.removeEventListener('submit', onSubmit);
      cancel?.();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <WishlistRuntime />
    </Suspense>
  ) : null;
}
