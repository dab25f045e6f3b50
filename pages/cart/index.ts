/**
 * The page layer's cart as every page uses it: the client store (count, popup state) and the
 * add-to-cart form. The cart's own controls import `useCartMutation.ts` directly: it is code
 * only the popup, the drawer and the cart page load, and a re-export here would put it in every
 * page's first download. The action itself (`cartAction.server.ts`) is imported by the cart
 * routes only.
 */
export { CartActionForm, type CartActionFormProps, type CartActionFormState } from './CartActionForm';
export { prepareCart } from './CartHost';
export {
  CART_COUNT_STORAGE_KEY,
  type CartState,
  closeCart,
  openCart,
  refreshCart,
  setCart,
  useCartCount,
  useCartState,
} from './cartStore';
export { useCartType } from './cartType';
