/**
 * Where the popup cart or drawer lives: in the root layout, so every page can open it. Its code
 * loads only when the shopper first opens it (dialogs are lazy), then stays mounted so
 * closing and reopening animate like any dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useCartState } from './cartStore';
import { useCartType } from './useCartMutation';

let popupCode: Promise<typeof import('./CartPopup')> | undefined;
const loadPopup = () => {
  popupCode ??= import('./CartPopup');
  return popupCode;
};
const CartPopup = lazy(loadPopup);

/**
 * Starts loading the popup cart's code when an add is sent, so the popup that shows the added
 * item loads alongside the add rather than after its answer. A failed download is the first
 * render's to report.
 */
export const preloadCartPopup = () => {
  loadPopup().catch(() => undefined);
};

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
