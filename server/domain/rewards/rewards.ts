/**
 * The loyalty programme: points earned at sign-up and per paid order, taken back on refunds, and
 * spent on campaigns that each buy a single-use coupon bound to the customer. Every change is a
 * `reward_ledger` row; the balance is their sum.
 *
 * Rules:
 * - Sign-up earns `signupPoints` once per customer; a paid order earns `floor(total × pointsPerUnit)`
 *   (total in whole currency units, shipping included) once per order: both rows have unique
 *   indexes, so a retried payment or a second call never credits twice.
 * - A refund takes back the order's points in proportion to what is refunded so far
 *   (`floor(earned × refunded / total)`), minus what earlier refunds took already. The clawback is
 *   taken in full even when the points were already spent: the balance may go negative, and a
 *   negative balance redeems nothing until new points cover it. Coupons already redeemed stay
 *   valid (what was bought stays bought).
 * - A campaign is redeemable when its cost is at most the current balance. Redeeming locks the
 *   customer's row first, so two redeems at once are serialised and never spend the same points.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { currencyExponent } from '../../../lib/money';
import type { Db } from '../../db/client';
import {
  type CouponRow,
  coupons,
  customers,
  products,
  type RewardCampaignRow,
  type RewardDiscountType,
  rewardCampaigns,
  rewardLedger,
  storeSettings,
} from '../../db/schema';
import { DomainError, invalidField, notFound } from '../errors';

export interface RewardSettings {
  /** Whether points are earned and campaigns redeemable at all. */
  enabled: boolean;
  /** Points for creating an account. */
  signupPoints: number;
  /** Points per whole unit of the store's currency paid (may be fractional: 0.5 = one per two). */
  pointsPerUnit: number;
}

export const defaultRewardSettings: RewardSettings = { enabled: true, signupPoints: 50, pointsPerUnit: 1 };

const SETTINGS_KEY = 'rewards';

export async function loadRewardSettings(db: Db): Promise<RewardSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, SETTINGS_KEY));
  const value = row?.value ?? {};
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : defaultRewardSettings.enabled,
    signupPoints:
      typeof value.signup_points === 'number' ? value.signup_points : defaultRewardSettings.signupPoints,
    pointsPerUnit:
      typeof value.points_per_unit === 'number' ? value.points_per_unit : defaultRewardSettings.pointsPerUnit,
  };
}

/** Merges the merchant's changes (keys left out keep their value). */
export async function updateRewardSettings(
  db: Db,
  changes: Partial<RewardSettings>,
): Promise<RewardSettings> {
  const current = await loadRewardSettings(db);
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
  const value = {
    enabled: next.enabled,
    signup_points: next.signupPoints,
    points_per_unit: next.pointsPerUnit,
  };
  await db
    .insert(storeSettings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
  return next;
}

/** The customer's points: the sum of their ledger. */
export async function pointsOf(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rewardLedger.points}), 0)::int` })
    .from(rewardLedger)
    .where(eq(rewardLedger.customerId, customerId));
  return row?.total ?? 0;
}

/** Credits the sign-up points once (a second call adds nothing). */
export async function earnSignupPoints(db: Db, customerId: number): Promise<void> {
  const settings = await loadRewardSettings(db);
  if (!settings.enabled || settings.signupPoints <= 0) return;
  await db
    .insert(rewardLedger)
    .values({ customerId, kind: 'signup', points: settings.signupPoints })
    .onConflictDoNothing({ target: rewardLedger.customerId, where: sql`kind = 'signup'` });
}

/** Points a paid amount earns (minor units of `currency`). */
export const pointsForAmount = (amountMinor: number, currency: string, pointsPerUnit: number): number =>
  Math.max(0, Math.floor((amountMinor / 10 ** currencyExponent(currency)) * pointsPerUnit + 1e-9));

/**
 * Credits a paid order's points to its owner, once per order: a retried payment hook finds the
 * row and adds nothing. Guest orders earn nothing.
 */
export async function earnOrderPoints(
  db: Db,
  order: { id: number; ownerId: number | null; total: number; currency: string },
): Promise<void> {
  if (order.ownerId === null) return;
  const settings = await loadRewardSettings(db);
  if (!settings.enabled) return;
  const points = pointsForAmount(order.total, order.currency, settings.pointsPerUnit);
  if (points <= 0) return;
  await db
    .insert(rewardLedger)
    .values({ customerId: order.ownerId, kind: 'order', points, orderId: order.id })
    .onConflictDoNothing({ target: rewardLedger.orderId, where: sql`kind = 'order'` });
}

/**
 * After a refund (run in the refund's transaction, which holds the order's row lock): takes back
 * the share of the order's points that `refundedTotal` of `total` represents, less what earlier
 * refunds took. The balance may go negative (see the file's rules).
 */
export async function clawBackOrderPoints(
  db: Db,
  order: { id: number; total: number },
  refundedTotal: number,
): Promise<void> {
  const rows = await db
    .select({ customerId: rewardLedger.customerId, kind: rewardLedger.kind, points: rewardLedger.points })
    .from(rewardLedger)
    .where(eq(rewardLedger.orderId, order.id));
  const earned = rows.find((row) => row.kind === 'order');
  if (!earned || order.total <= 0) return;
  const taken = -rows.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.points, 0);
  const due = Math.floor((earned.points * Math.min(refundedTotal, order.total)) / order.total);
  if (due - taken <= 0) return;
  await db
    .insert(rewardLedger)
    .values({ customerId: earned.customerId, kind: 'refund', points: -(due - taken), orderId: order.id });
}

/** Active campaigns, cheapest first within the merchant's order. */
export function activeCampaigns(db: Db): Promise<RewardCampaignRow[]> {
  return db
    .select()
    .from(rewardCampaigns)
    .where(eq(rewardCampaigns.active, true))
    .orderBy(asc(rewardCampaigns.position), asc(rewardCampaigns.cost), asc(rewardCampaigns.id));
}

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const rewardCode = () =>
  `RW-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export interface Redemption {
  coupon: CouponRow;
  campaign: RewardCampaignRow;
  /** The balance after the spend. */
  points: number;
}

const couponKind = (type: RewardDiscountType) => (type === 'percent' ? 'percentage' : 'fixed_cart');

/**
 * Spends `campaign.cost` points on a single-use coupon bound to the customer. Refused when the
 * programme is off, the campaign is not active, or the balance is below the cost.
 */
export async function redeemCampaign(
  db: Db,
  customerId: number,
  campaignId: number,
  now: Date,
): Promise<Redemption> {
  const settings = await loadRewardSettings(db);
  if (!settings.enabled) {
    throw notFound('The rewards programme is closed.', { id: 'rewards.error.closed' });
  }
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    // One customer's redeems run one at a time: the second waits here and then sees the first's spend.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [campaign] = await tx
      .select()
      .from(rewardCampaigns)
      .where(and(eq(rewardCampaigns.id, campaignId), eq(rewardCampaigns.active, true)));
    if (!campaign) {
      throw notFound('This reward is no longer available.', { id: 'rewards.error.unavailable' });
    }
    const balance = await pointsOf(tx, customerId);
    if (campaign.cost > balance) {
      throw invalidField(
        'templateId',
        `You need ${campaign.cost} points for this reward; you have ${balance}.`,
        { id: 'rewards.error.notEnoughPoints', values: { cost: campaign.cost, points: balance } },
      );
    }
    let value = campaign.value;
    let scope: CouponRow['scope'] = null;
    if (campaign.discountType === 'product') {
      const [product] = await tx
        .select({ id: products.id, price: products.priceMin })
        .from(products)
        .where(eq(products.id, campaign.productId ?? -1));
      if (!product) {
        throw notFound('This reward is no longer available.', { id: 'rewards.error.unavailable' });
      }
      // One unit of the product free: its lowest price off, only on that product's lines.
      value = product.price;
      scope = { productIds: [product.id] };
    }
    let coupon: CouponRow | undefined;
    for (let attempt = 0; !coupon && attempt < 5; attempt++) {
      [coupon] = await tx
        .insert(coupons)
        .values({
          code: rewardCode(),
          kind: couponKind(campaign.discountType),
          value,
          minSpend: campaign.minSpend,
          scope,
          usageLimit: 1,
          perCustomerLimit: 1,
          customerId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: coupons.code })
        .returning();
    }
    if (!coupon) throw new DomainError('in_progress', 'Please try again.');
    await tx.insert(rewardLedger).values({
      customerId,
      kind: 'redeem',
      points: -campaign.cost,
      campaignId: campaign.id,
      couponId: coupon.id,
      createdAt: now,
    });
    return { coupon, campaign, points: balance - campaign.cost };
  });
}

// ── The merchant's campaigns ───────────────────────────────────────────────────────────────────

export interface CampaignInput {
  title: string;
  cost: number;
  discountType: RewardDiscountType;
  value?: number | undefined;
  productId?: number | null | undefined;
  minSpend?: number | null | undefined;
  active?: boolean | undefined;
  position?: number | undefined;
}

/** A campaign's reward must be something: an amount, a percentage 1–100, or an existing product. */
async function checkCampaign(db: Db, input: CampaignInput): Promise<void> {
  if (input.discountType === 'product') {
    if (input.productId === undefined || input.productId === null) {
      throw invalidField('product_id', 'Choose the product this reward gives.');
    }
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) throw invalidField('product_id', 'There is no product with this id.');
  } else if ((input.value ?? 0) <= 0) {
    throw invalidField('value', 'The reward must be worth more than zero.');
  } else if (input.discountType === 'percent' && (input.value ?? 0) > 100) {
    throw invalidField('value', 'A percentage reward can be at most 100.');
  }
}

export async function createCampaign(db: Db, input: CampaignInput): Promise<RewardCampaignRow> {
  await checkCampaign(db, input);
  const [row] = await db
    .insert(rewardCampaigns)
    .values({
      title: input.title,
      cost: input.cost,
      discountType: input.discountType,
      value: input.discountType === 'product' ? 0 : (input.value ?? 0),
      productId: input.discountType === 'product' ? (input.productId ?? null) : null,
      minSpend: input.minSpend ?? null,
      active: input.active ?? true,
      position: input.position ?? 0,
    })
    .returning();
  return row!;
}

export async function updateCampaign(
  db: Db,
  id: number,
  changes: Partial<CampaignInput>,
): Promise<RewardCampaignRow> {
  const [current] = await db.select().from(rewardCampaigns).where(eq(rewardCampaigns.id, id));
  if (!current) throw notFound('No reward campaign with this id.');
  const merged: CampaignInput = {
    title: changes.title ?? current.title,
    cost: changes.cost ?? current.cost,
    discountType: changes.discountType ?? current.discountType,
    value: changes.value ?? current.value,
    productId: changes.productId !== undefined ? changes.productId : current.productId,
    minSpend: changes.minSpend !== undefined ? changes.minSpend : current.minSpend,
    active: changes.active ?? current.active,
    position: changes.position ?? current.position,
  };
  await checkCampaign(db, merged);
  const [row] = await db
    .update(rewardCampaigns)
    .set({
      title: merged.title,
      cost: merged.cost,
      discountType: merged.discountType,
      value: merged.discountType === 'product' ? 0 : (merged.value ?? 0),
      productId: merged.discountType === 'product' ? (merged.productId ?? null) : null,
      minSpend: merged.minSpend ?? null,
      active: merged.active ?? true,
      position: merged.position ?? 0,
    })
    .where(eq(rewardCampaigns.id, id))
    .returning();
  return row!;
}

/** Campaigns already redeemed keep their ledger rows and coupons; deleting only stops new redeems. */
export async function deleteCampaign(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(rewardCampaigns)
    .where(eq(rewardCampaigns.id, id))
    .returning({ id: rewardCampaigns.id });
  if (deleted.length === 0) throw notFound('No reward campaign with this id.');
}

export function allCampaigns(db: Db): Promise<RewardCampaignRow[]> {
  return db.select().from(rewardCampaigns).orderBy(asc(rewardCampaigns.position), asc(rewardCampaigns.id));
}
