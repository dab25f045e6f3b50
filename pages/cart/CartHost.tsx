/**
 * Where the popup cart or drawer lives: in the root layout, so every page can open it. Its code
 * loads only when the shopper first opens it (dialogs are lazy), then stays mounted so
 * closing and reopening animate like any dialog.
 */
import { Suspense, useState } from 'react';
import { deferredComponent } from '../../components';
import { prefetchCart, useCartState } from './cartStore';
import { useCartType } from './cartType';

const CartPopup = deferredComponent(() => import('./CartPopup').then((module) => module.default));

/**
 * Starts loading the popup cart's code when a shopper reaches for an add button (or at the latest
 * sends the add), so the popup that shows the added item is ready when the store answers. Safe to
 * call often: the code loads once. A failed download is the first render's to report.
 */
export const preloadCartPopup = CartPopup.preload;

/** The shopper reaches for the header's cart: the popup's code and the cart itself load now. */
export const prepareCart = () => {
  preloadCartPopup();
  prefetchCart();
};

export const CartHost = () => {
  const { open } = useCartState();
  const cartType = useCartType();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (cartType === 'page' || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPopup.Component variant={cartType === 'drawer' ? 'drawer' : 'dialog'} />
    </Suspense>
  );
};
