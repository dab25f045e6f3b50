import { createHash, randomBytes } from 'node:crypto';

/** A new cart hash: 128 random bits, the guest's bearer secret (cookie `cart_hash`). */
export function newCartHash(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The line key of an item: the same product, variant and properties always give the same key, so
 * adding an item twice merges into one line — also when two requests race, because
 * `(cart_id, key)` is unique and the add is an upsert.
 */
export function cartLineKey(
  productId: number,
  variantId: number,
  properties: readonly { name: string; value: string }[],
): string {
  const canonical = JSON.stringify([
    productId,
    variantId,
    [...properties].map((p) => [p.name, p.value]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
