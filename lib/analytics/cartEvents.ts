/**
 * Cart analytics quantities ("a quantity change logs the absolute difference; a delete
 * logs the full original quantity as a remove") and list-view item ids.
 */

/** What a cart change reports to analytics: add or remove, and how many units. */
export interface CartQuantityEvent {
  action: 'add' | 'remove';
  /** Always positive. */
  quantity: number;
}

function assertQuantity(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of units ≥ 0, got ${value}`);
  }
}

/**
 * The event for a quantity change from `previous` to `next`: an increase is an add of the
 * difference, a decrease a remove of the difference (a change to 0 therefore removes the whole
 * original quantity, as a delete does). No change → no event.
 */
export function cartQuantityChangeEvent(previous: number, next: number): CartQuantityEvent | undefined {
  assertQuantity('previous', previous);
  assertQuantity('next', next);
  if (next === previous) return undefined;
  return { action: next > previous ? 'add' : 'remove', quantity: Math.abs(next - previous) };
}

/** The event for deleting a line: a remove of its full original quantity. */
export function cartLineDeleteEvent(originalQuantity: number): CartQuantityEvent | undefined {
  assertQuantity('originalQuantity', originalQuantity);
  return originalQuantity === 0 ? undefined : { action: 'remove', quantity: originalQuantity };
}

/** A cart change as the cart code sees it. */
export type CartChange =
  | { type: 'add'; quantity: number }
  | { type: 'change'; previous: number; next: number }
  | { type: 'delete'; originalQuantity: number };

/** The unit count analytics logs for a cart change. */
export function cartEventQuantity(change: CartChange): number {
  switch (change.type) {
    case 'add':
      assertQuantity('quantity', change.quantity);
      return change.quantity;
    case 'change':
      return cartQuantityChangeEvent(change.previous, change.next)?.quantity ?? 0;
    case 'delete':
      return cartLineDeleteEvent(change.originalQuantity)?.quantity ?? 0;
  }
}

/** Only the first 3 item ids are sent for list views (to one ad service). */
export const listViewItemIdLimit = 3;

/** The item ids of a list view as that ad service receives them: the first 3, in order. */
export function listViewItemIds<T>(ids: readonly T[]): T[] {
  return ids.slice(0, listViewItemIdLimit);
}
