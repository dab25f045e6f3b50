/**
 * The wishlist hearts of every page, wired after hydration at (nearly) no cost to the first load:
 * catalogue HTML is the guest's (cacheable), each heart a form that works without JavaScript
 * (WishlistHeartForm). This root component only listens for those forms' submits and, for a
 * shopper whose readable customer hint says they are logged in, waits two seconds after
 * hydration; either loads the wishlist code (WishlistRuntime.tsx, its own chunk), which asks the
 * store for the list, fills every heart on the page — hydrated sections and static
 * (`hydrate: 'none'`) ones alike, as it works on the DOM — and saves or removes on a press.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { hasCustomerHint } from '../account/customerHint';
import { presses } from './hearts';

export function WishlistHearts() {
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => import('./WishlistRuntime').then((module) => setRuntime(() => module.default));
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute('data-wishlist-form')) return;
      event.preventDefault();
      if (presses.handler) presses.handler(form);
      else presses.waiting.push(form);
      void load();
    };
    document.addEventListener('submit', onSubmit);
    const idle = hasCustomerHint(document.cookie) ? setTimeout(load, 2000) : undefined;
    return () => {
      document.removeEventListener('submit', onSubmit);
      clearTimeout(idle);
    };
  }, []);
  return Runtime ? <Runtime /> : null;
}
