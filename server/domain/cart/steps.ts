/**
 * The checkout steps kept on the cart: contact email, delivery address, shipping method, and the
 * check before checkout starts. Input arrives already parsed (server/http/validate.ts); these are
 * the rules that need the store's data.
 */
import type { Db } from '../../db/client';
import type { CartRow, StoredAddress } from '../../db/schema';
import { cartEmpty, invalidField } from '../errors';
import { shippingMethodsFor } from './pricingData';
import { assertSellable, type PricedCartView, priceStoredCart, touchCart } from './service';

const METHOD_NOT_AVAILABLE = 'This shipping method is not available for your address.';

/** Methods for the address's country; refused when the store ships none there. */
async function methodsFor(db: Db, address: StoredAddress, field: string) {
  const methods = await shippingMethodsFor(db, address.country);
  if (methods.length === 0) throw invalidField(field, 'There are no shipping methods for this address.');
  return methods;
}

/**
 * Stores the delivery address; a method chosen for another zone no longer applies to it and is
 * cleared.
 */
export async function setCartAddress(db: Db, cart: CartRow, address: StoredAddress): Promise<void> {
  const methods = await methodsFor(db, address, 'country');
  const keep = methods.some((m) => m.id === cart.shippingMethodId);
  await touchCart(db, cart.id, { address, shippingMethodId: keep ? cart.shippingMethodId : null });
}

/** Chooses a shipping method offered for the stored address. */
export async function selectShippingMethod(db: Db, cart: CartRow, methodId: number): Promise<void> {
  if (!cart.address) {
    throw invalidField('address', 'Enter a shipping address before choosing a shipping method.');
  }
  const methods = await shippingMethodsFor(db, cart.address.country);
  if (!methods.some((m) => m.id === methodId)) throw invalidField('shipping_method_id', METHOD_NOT_AVAILABLE);
  await touchCart(db, cart.id, { shippingMethodId: methodId });
}

/** The earlier steps an all-in-one checkout may send along; each is optional. */
export interface CheckoutSteps {
  email?: string;
  address?: StoredAddress;
  shippingMethodId?: number;
}

/** Stores the steps sent with an all-in-one checkout, as the step calls would. */
export async function storeCheckoutSteps(db: Db, cart: CartRow, steps: CheckoutSteps): Promise<void> {
  const changes: Parameters<typeof touchCart>[2] = {};
  if (steps.email !== undefined) changes.email = steps.email.toLowerCase();
  const address = steps.address ?? cart.address;
  if (steps.address !== undefined) changes.address = steps.address;
  if (steps.shippingMethodId !== undefined) {
    if (!address) throw invalidField('shipping_address', 'Enter a shipping address.');
    const methods = await shippingMethodsFor(db, address.country);
    if (!methods.some((m) => m.id === steps.shippingMethodId)) {
      throw invalidField('shipping_method_id', METHOD_NOT_AVAILABLE);
    }
    changes.shippingMethodId = steps.shippingMethodId;
  }
  if (Object.keys(changes).length > 0) await touchCart(db, cart.id, changes);
}

/** The cart, priced, when checkout may start: not empty, and every line can be sold as it is. */
export async function startCheckout(db: Db, cart: CartRow, now: Date): Promise<PricedCartView> {
  const view = await priceStoredCart(db, cart, { now });
  if (view.lines.length === 0) throw cartEmpty();
  for (const { row, item } of view.lines) assertSellable(item, row.quantity, `items.${row.key}.quantity`);
  return view;
}
