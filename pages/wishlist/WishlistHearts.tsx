/**
 * The wishlist hearts of every page, wired after hydration at (nearly) no cost to the first load:
 * catalogue HTML is the guest's (cacheable), each heart a form that works without JavaScript
 * (WishlistHeartForm). This root component only listens for those forms' submits and, for a
 * shopper whose readable customer hint says they are logged in, waits two seconds after
 * hydration; either loads the wishlist code (runtime.tsx, its own chunk), which asks the
 * store for the list, fills every heart on the page — hydrated sections and static
 * (`hydrate: 'none'`) ones alike, as it works on the DOM — and handles every press from then on.
 * The listener stays for the page's life, as this component does.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { hasCustomerHint } from '../account/customerHint';
import type { HeartPresses } from './runtime';

/** The presses waiting for the wishlist code, which takes this array's `push` over once loaded. */
const presses: HeartPresses = [];

export function WishlistHearts() {
  const [Runtime, setRuntime] = useState<ComponentType<{ queue: HeartPresses }> | null>(null);
  useEffect(() => {
    const load = () => import('./runtime').then((module) => setRuntime(() => module.default));
    document.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute('data-wishlist-form')) return;
      event.preventDefault();
      presses.push(form);
      void load();
    });
    if (hasCustomerHint(document.cookie)) setTimeout(load, 2000);
  }, []);
  return Runtime ? <Runtime queue={presses} /> : null;
}
