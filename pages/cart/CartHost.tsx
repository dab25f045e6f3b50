/**
 * Where the popup cart or drawer lives: in the root layout, so every page can open it. Its code
 * loads only when the shopper first opens it (dialogs are lazy), then stays mounted so
 * closing and reopening animate like any dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useCartState } from './cartStore';
import { useCartType } from './useCartMutation';

const CartPopup = lazy(() => import('./CartPopup'));

export const CartHost = () => {
  const { open } = useCartState();
  const cartType = useCartType();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (cartType === 'page' || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPopup variant={cartType === 'drawer' ? 'drawer' : 'dialog'} />
    </Suspense>
  );
};
