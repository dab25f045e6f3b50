/**
 * The page layer's cart: the client store (count, popup state), the add-to-cart form and the
 * mutation hook. The action itself (`cartAction.server.ts`) is imported by the /cart route only.
 */
export { CartActionForm, type CartActionFormProps, type CartActionFormState } from './CartActionForm';
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
export { useCartMutation, useCartType } from './useCartMutation';
