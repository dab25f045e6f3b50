import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasCustomerHint } from './customerHint';
import type { CustomerState } from './customerState';

const GUEST: CustomerState = { loggedIn: false };

/**
 * Whether the shopper is logged in, for the header, drawer and footer links. The server's HTML of
 * every page says "guest" (catalogue pages stay publicly cacheable, and without JavaScript the
 * log-in link leads a logged-in shopper straight to My Account); after hydration a shopper with
 * the readable hint gets their state from the store, through a chunk loaded only then, again after
 * each navigation (a log-in or log-out changes it).
 */
export function useCustomerState(): CustomerState {
  const { pathname } = useLocation();
  const [state, setState] = useState<CustomerState>(GUEST);
  useEffect(() => {
    if (!hasCustomerHint(document.cookie)) {
      setState(GUEST);
      return;
    }
    let live = true;
    void import('./customerState')
      .then((module) => module.loadCustomerState(pathname))
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, [pathname]);
  return state;
}
