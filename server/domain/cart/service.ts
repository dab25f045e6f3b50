/**
 * Cart operations: find or open a cart, change its lines, and price it. Every read prices the
 * cart again from the catalogue, the stored rules and coupons (totals are always
 * computed on the server). Routes stay thin; this is where the rules are.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../../api/cart';
import type { Db } from '../../db/client';
import {
  type CartLineRow,
  type CartRow,
  cartLines,
  carts,
  orders,
  type ShippingMethodRow,
} from '../../db/schema';
import { invalidField, LINE_GONE, notFound, productNotAvailable } from '../errors';
import { priceCart } from '../pricing/priceCart.ts';
import type { AppliedCoupon, BuyXGetYRule, CartInput, PricedCart } from '../pricing/types.ts';
import {
  type GiftTargetNames,
  giftProducts,
  giftTargetNames,
  type LineItemInfo,
  loadLineItems,
  productVariantIds,
  sellableUnits,
} from './catalogue';
import { type CartLineChange, recordCartLineChanges } from './events';
import { cartLineKey, newCartHash } from './keys';
import {
  customerCouponUses,
  loadCartCoupons,
  loadDiscountRules,
  loadShippingRules,
  loadStoreSettings,
  type StoreCheckoutSettings,
  shippingMethodsFor,
  toEngineCoupon,
} from './pricingData';

export async function findCart(db: Db, hash: string | undefined): Promise<CartRow | undefined> {
  if (!hash) return undefined;
  const [cart] = await db.select().from(carts).where(eq(carts.hash, hash));
  return cart;
}

/**
 * The open cart for `hash`, or a new one when there is none or it has become an order (a
 * checked-out cart is never changed again: its order refers to it).
 */
export async function openCart(
  db: Db,
  hash: string | undefined,
): Promise<{ cart: CartRow; created: boolean }> {
  const existing = await findCart(db, hash);
  if (existing && existing.status === 'open') return { cart: existing, created: false };
  const settings = await loadStoreSettings(db);
  const [cart] = await db
    .insert(carts)
    .values({ hash: newCartHash(), currency: settings.currency })
    .returning();
  return { cart: cart!, created: true };
}

export async function touchCart(db: Db, cartId: number, changes: Partial<typeof carts.$inferInsert> = {}) {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** A stored line with what the catalogue says of its variant now. */
export interface CartLineView {
  row: CartLineRow;
  item: LineItemInfo;
}

export interface PricedCartView {
  cart: CartRow | null;
  settings: StoreCheckoutSettings;
  lines: CartLineView[];
  input: CartInput;
  priced: PricedCart;
  methods: ShippingMethodRow[];
  /** Coupon rows by normalised code (manual and auto-apply). */
  couponIds: Map<string, number>;
  /** The order's number once the cart has been checked out. */
  orderNumber: string | null;
  /** The method priced as chosen: the stored one, or `PriceOptions.shippingMethodId`. */
  selectedShippingMethodId: number | null;
  /** Names of the gift sets of rules with a `gift_available` tip, by rule id. */
  giftTargets: ReadonlyMap<string, GiftTargetNames>;
}

export interface PriceOptions {
  now: Date;
  /** List shipping methods for this country even before an address is stored. */
  country?: string;
  /** Price with this shipping method selected instead of the stored one. */
  shippingMethodId?: number | null;
}

/** Prices a stored cart (or an empty one when `cart` is null); `server/wire/cart.ts` puts it on the wire. */
export async function priceStoredCart(
  db: Db,
  cart: CartRow | null,
  options: PriceOptions,
): Promise<PricedCartView> {
  // Independent reads run together: on PostgreSQL they overlap on the pool.
  const [settings, rows] = await Promise.all([
    loadStoreSettings(db),
    cart
      ? db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.position))
      : Promise.resolve([] as CartLineRow[]),
  ]);
  const country = options.country ?? cart?.address?.country;
  const [items, methods, rules, couponRows] = await Promise.all([
    loadLineItems(
      db,
      rows.map((row) => row.variantId),
    ),
    country ? shippingMethodsFor(db, country) : Promise.resolve([] as ShippingMethodRow[]),
    loadDiscountRules(db, options.now),
    loadCartCoupons(db, cart?.couponCodes ?? []),
  ]);
  // A line whose product was removed or unpublished simply drops out of the cart.
  const lines: CartLineView[] = rows.flatMap((row) => {
    const item = items.get(row.variantId);
    return item && item.productId === row.productId ? [{ row, item }] : [];
  });
  const [shippingRules, uses, orderNumber] = await Promise.all([
    loadShippingRules(db, methods),
    customerCouponUses(
      db,
      cart?.email ?? null,
      couponRows.map((row) => row.id),
    ),
    cart?.orderId
      ? db
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, cart.orderId))
          .then(([order]) => order?.number ?? null)
      : Promise.resolve(null),
  ]);
  const coupons: AppliedCoupon[] = couponRows.map((row) => ({
    coupon: toEngineCoupon(row),
    customerUses: uses.get(row.id) ?? 0,
  }));
  const selectedShippingMethodId =
    options.shippingMethodId !== undefined ? options.shippingMethodId : (cart?.shippingMethodId ?? null);
  const input: CartInput = {
    currency: cart?.currency ?? settings.currency,
    lines: lines.map(({ row, item }) => ({
      key: row.key,
      productId: item.productId,
      variantId: item.variantId,
      categoryIds: item.categoryIds,
      unitPrice: item.price,
      regularUnitPrice: item.regularPrice,
      quantity: row.quantity,
      // A lens half is paired by its product's group (what the product page adds), or by a
      // `groupId` line property an API client sends.
      properties: {
        groupId: item.groupId ?? row.properties.find((p) => p.name === 'groupId')?.value ?? null,
      },
    })),
    rules: [...rules, ...shippingRules],
    coupons,
    interactionType: settings.interactionType,
    shippingMethods: methods.map((m) => ({ id: m.id, name: m.name, cost: m.cost })),
    selectedShippingMethodId,
    now: options.now.getTime(),
  };
  const priced = priceCart(input);
  // A gift earned but not in the cart yet is named, so the tip can say what to add.
  const giftRules = new Set(
    priced.discountGroups.flatMap((group) =>
      group.tips.some((tip) => tip.kind === 'gift_available') && group.id ? [group.id] : [],
    ),
  );
  const giftTargets = new Map<string, GiftTargetNames>(
    await Promise.all(
      rules
        .filter((rule) => rule.kind === 'buy_x_get_y' && giftRules.has(rule.id))
        .map(async (rule) => {
          const { gift } = rule as BuyXGetYRule;
          const [names, offered] = await Promise.all([
            giftTargetNames(db, gift),
            giftProducts(db, gift, gift),
          ]);
          return [rule.id, { ...names, products: offered }] as const;
        }),
    ),
  );
  return {
    cart,
    settings,
    lines,
    input,
    priced,
    methods,
    couponIds: new Map(couponRows.map((row) => [row.code, row.id])),
    orderNumber,
    selectedShippingMethodId,
    giftTargets,
  };
}

// ─── Lines ──────────────────────────────────────────────────────────────────────────────────

export interface LineRequest {
  productId: number;
  variantId?: number | null;
  quantity: number;
  properties: { name: string; value: string }[];
}

const itemTitle = (item: LineItemInfo) =>
  item.options.length > 0 && item.variantTitle
    ? `${item.productTitle} – ${item.variantTitle}`
    : item.productTitle;

/** 422 when `quantity` units of the item cannot be sold (stock, backorders, the per-line maximum). */
export function assertSellable(item: LineItemInfo, quantity: number, field = 'quantity'): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw invalidField(
      field,
      `You can have at most ${MAX_LINE_QUANTITY} of "${itemTitle(item)}" in your cart.`,
    );
  }
  const units = sellableUnits(item);
  if (units === null || quantity <= units) return;
  if (units === 0) throw invalidField(field, `Sorry, "${itemTitle(item)}" is out of stock.`);
  throw invalidField(
    field,
    `Sorry, only ${units} of "${itemTitle(item)}" ${units === 1 ? 'is' : 'are'} left in stock. You asked for ${quantity}.`,
  );
}

/** The variant a request means: the given one (of this product), or the only one. */
async function resolveVariant(
  db: Db,
  productId: number,
  variantId: number | null | undefined,
  field: string,
) {
  const ids = await productVariantIds(db, productId);
  if (ids.length === 0) throw productNotAvailable();
  if (variantId !== null && variantId !== undefined) {
    if (!ids.includes(variantId))
      throw invalidField(field, 'The selected option does not belong to this product.');
    return variantId;
  }
  if (ids.length > 1) throw invalidField(field, 'Choose an option before adding this product to the cart.');
  return ids[0]!;
}

/** Adds `requests` to the cart inside the transaction `tx` (see `addLines`). */
async function addLinesIn(tx: Db, cart: CartRow, requests: readonly LineRequest[]): Promise<void> {
  for (const [index, request] of requests.entries()) {
    const prefix = requests.length > 1 ? `items.${index}.` : '';
    const variantId = await resolveVariant(tx, request.productId, request.variantId, `${prefix}variant_id`);
    const key = cartLineKey(request.productId, variantId, request.properties);
    const [line] = await tx
      .insert(cartLines)
      .values({
        cartId: cart.id,
        key,
        productId: request.productId,
        variantId,
        quantity: request.quantity,
        properties: request.properties,
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.key],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartLines.quantity });
    const item = (await loadLineItems(tx, [variantId], { media: false })).get(variantId);
    if (!item) throw productNotAvailable();
    assertSellable(item, line!.quantity, `${prefix}quantity`);
  }
  await touchCart(tx, cart.id);
}

/**
 * Adds items (merging into existing lines) in one transaction: the upsert adds to the stored
 * quantity atomically, then the merged quantity is checked against stock — a failure rolls the
 * whole batch back.
 */
export async function addLines(db: Db, cart: CartRow, requests: readonly LineRequest[]): Promise<void> {
  await db.transaction(async (tx) => addLinesIn(tx as unknown as Db, cart, requests));
}

/**
 * Buy now: the cart's lines become exactly `requests` — every line is removed and the items
 * added, in one transaction. When the add is refused (stock, a gone product, a missing option)
 * nothing changes: the shopper's cart stays as it was. Coupons, note, email and address stay.
 */
export async function replaceLines(db: Db, cart: CartRow, requests: readonly LineRequest[]): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    await addLinesIn(tx, cart, requests);
  });
}

export interface LineUpdate {
  key: string;
  quantity: number;
  productId?: number;
  variantId?: number | null;
}

/**
 * Sets line quantities (0 removes) and swaps variants: a line moved to another variant
 * gets that variant's key and merges with a line already holding it. Each line's quantity change
 * is logged for analytics in the same transaction (`events.ts`).
 */
export async function updateLines(db: Db, cart: CartRow, updates: readonly LineUpdate[]): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const changes: CartLineChange[] = [];
    for (const [index, update] of updates.entries()) {
      const prefix = updates.length > 1 ? `items.${index}.` : '';
      const [line] = await tx
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.key, update.key)));
      if (!line) throw notFound(LINE_GONE);
      if (update.productId !== undefined && update.productId !== line.productId) {
        throw invalidField(`${prefix}product_id`, 'The product does not match this cart line.');
      }
      const change = { productId: line.productId, variantId: line.variantId, previous: line.quantity };
      if (update.quantity === 0) {
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
        changes.push({ ...change, next: 0 });
        continue;
      }
      changes.push({ ...change, next: update.quantity });
      const variantId =
        update.variantId !== undefined && update.variantId !== null && update.variantId !== line.variantId
          ? await resolveVariant(tx, line.productId, update.variantId, `${prefix}variant_id`)
          : line.variantId;
      let quantity = update.quantity;
      if (variantId !== line.variantId) {
        const key = cartLineKey(line.productId, variantId, line.properties);
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
        const [merged] = await tx
          .insert(cartLines)
          .values({
            cartId: cart.id,
            key,
            productId: line.productId,
            variantId,
            quantity,
            properties: line.properties,
          })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.key],
            set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
          })
          .returning({ quantity: cartLines.quantity });
        quantity = merged!.quantity;
      } else {
        await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
      }
      const item = (await loadLineItems(tx, [variantId], { media: false })).get(variantId);
      if (!item) throw productNotAvailable();
      assertSellable(item, quantity, `${prefix}quantity`);
    }
    await touchCart(tx, cart.id);
    await recordCartLineChanges(tx, cart.hash, changes);
  });
}

/**
 * Removes lines by key; 404 when none of them is in the cart. Each removed line is logged for
 * analytics as a remove of its whole quantity, in the same transaction.
 */
export async function removeLines(db: Db, cart: CartRow, keys: readonly string[]): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.key, [...keys])))
      .returning({
        productId: cartLines.productId,
        variantId: cartLines.variantId,
        quantity: cartLines.quantity,
      });
    if (removed.length === 0) throw notFound(LINE_GONE);
    await touchCart(tx, cart.id);
    await recordCartLineChanges(
      tx,
      cart.hash,
      removed.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        previous: line.quantity,
        next: 0,
      })),
    );
  });
}
