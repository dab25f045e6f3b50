import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CART_CHANGED_EVENT } from './cartStore';

/**
 * For the cart page, whose own data is the shopper's cart: reloads it after a cart change from
 * the enhanced UI (the popup's quantities, the page's own forms). Other pages never reload for a
 * cart change — the header and popup take the new cart from the cart store.
 *
 * The reload is a navigation to where the shopper already is: it re-runs the page's loader (the
 * document frame's stays, root.tsx) like `useRevalidator` would, without adding that hook's code
 * to the router every page downloads (~70 bytes over the product page's JavaScript budget).
 */
export function useReloadAfterCartChange(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const reload = () =>
      void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
    window.addEventListener(CART_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CART_CHANGED_EVENT, reload);
  }, [navigate, pathname, search, hash]);
}
