/**
 * Cart events for analytics, written where the cart's rules know a line's old and new quantity
 * (no second read of the priced cart): a quantity change logs the absolute difference as
 * `cart_quantity_change` (`add` or `remove`), a change to 0 or a delete logs the full original
 * quantity as `remove_from_cart`. They are written in the change's own transaction, so a refused
 * change logs nothing and an accepted one is never missing its event.
 */
import { cartQuantityChangeEvent } from '../../../lib/analytics/cartEvents';
import type { Db } from '../../db/client';
import { statisticsEvents } from '../../db/schema';

/** One line's quantity before and after a change (0 after: the line is gone). */
export interface CartLineChange {
  productId: number;
  variantId: number;
  previous: number;
  next: number;
}

/** The analytics event of a line change, or undefined when its quantity did not change. */
export function cartLineEvent(change: CartLineChange) {
  const event = cartQuantityChangeEvent(change.previous, change.next);
  if (!event) return undefined;
  return {
    name: change.next === 0 ? 'remove_from_cart' : 'cart_quantity_change',
    parameters: {
      product_id: change.productId,
      variant_id: change.variantId,
      action: event.action,
      quantity: event.quantity,
    },
  } as const;
}

/** Writes the events of `changes` for the cart `cartHash`. */
export async function recordCartLineChanges(
  db: Db,
  cartHash: string,
  changes: readonly CartLineChange[],
): Promise<void> {
  const rows = changes.flatMap((change) => {
    const event = cartLineEvent(change);
    return event ? [{ name: event.name, parameters: event.parameters, cartHash }] : [];
  });
  if (rows.length > 0) await db.insert(statisticsEvents).values(rows);
}
