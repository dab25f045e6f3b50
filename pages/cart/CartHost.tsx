/**
 * Where the popup cart or drawer lives: in the root layout, so every page can open it. Its code
 * loads only when the shopper first opens it (dialogs are lazy), then stays mounted so
 * closing and reopening animate like any dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useCartState } from './cartStore';
import { useCartType } from './useCartMutation';

let popupCode: Promise<typeof import('./CartPopup')> | undefined;
/**
 * Starts loading the popup cart's code when the shopper shows intent (a pointer over or focus on
 * the header's cart or a buy button, a submitted add): the first open then waits for no download
 * after the click. The same promise serves the first render.
 */
export const preloadCartPopup = (): Promise<typeof import('./CartPopup')> => {
  popupCode ??= import('./CartPopup');
  return popupCode;
};

const CartPopup = lazy(preloadCartPopup);

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
