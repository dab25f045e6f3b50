/**
 * The demo store's commerce data: coupons, shipping zones and methods, and the demo
 * discount rules of server/domain/pricing/demoRules.ts. Idempotent: rows are matched by code,
 * zone name or rule title and never duplicated, so it runs on every start and in every test.
 * Run it after the catalogue seed: rules are resolved against the seeded category slugs.
 */
import { and, asc, eq } from 'drizzle-orm';
import { demoCoupons, demoRules } from '../../domain/pricing/demoRules.ts';
import type { DiscountRule, Id, ProductDiscountRule, Scope } from '../../domain/pricing/types.ts';
import type { Db } from '../client';
import {
  categories,
  coupons,
  discountRules,
  products,
  rewardCampaigns,
  shippingDiscounts,
  shippingMethods,
  shippingZones,
  storeSettings,
} from '../schema';

/**
 * demoRules names a few categories by words the seeded catalogue spells differently; these
 * aliases point them at the real slugs so the demo rules reach real products.
 */
const categoryAliases: Readonly<Record<string, string>> = { tees: 't-shirts', mugs: 'kitchen' };

/** Demo shipping: a domestic zone and the rest of the world, each with standard and express. */
export const demoShipping = [
  {
    name: 'United States',
    countries: ['US'],
    methods: [
      { code: 'standard', name: 'Standard shipping', cost: 599, minDays: 3, maxDays: 5 },
      { code: 'express', name: 'Express shipping', cost: 1499, minDays: 1, maxDays: 2 },
    ],
  },
  {
    name: 'International',
    countries: ['*'],
    methods: [
      { code: 'standard', name: 'International standard', cost: 1999, minDays: 7, maxDays: 14 },
      { code: 'express', name: 'International express', cost: 3999, minDays: 3, maxDays: 5 },
    ],
  },
] as const;

export interface CommerceSeedResult {
  coupons: number;
  shippingMethods: number;
  discountRules: number;
  shippingDiscounts: number;
  rewardCampaigns: number;
}

/**
 * The demo loyalty programme: 100 points for signing up, one per dollar paid, and three
 * campaigns (an amount off, a percentage off, the cheapest product free).
 */
export const demoRewardSettings = { enabled: true, signup_points: 100, points_per_unit: 1 } as const;
export const demoRewardCampaigns = [
  { title: '$5 off your order', cost: 100, discountType: 'fixed_cart', value: 500, position: 0 },
  { title: '15% off your order', cost: 300, discountType: 'percent', value: 15, position: 1 },
  { title: 'A free gift with your order', cost: 500, discountType: 'product', value: 0, position: 2 },
] as const;

function resolveIds(ids: readonly Id[] | undefined, bySlug: Map<string, number>): number[] | undefined {
  if (!ids) return undefined;
  return ids.map((id) => {
    const slug = categoryAliases[String(id)] ?? String(id);
    const resolved = bySlug.get(slug);
    if (resolved === undefined) throw new Error(`seed-commerce: unknown category "${id}"`);
    return resolved;
  });
}

function resolveScope(scope: Scope, bySlug: Map<string, number>): Scope {
  return scope.categoryIds ? { ...scope, categoryIds: resolveIds(scope.categoryIds, bySlug) } : scope;
}

/** The rule with category slugs replaced by ids. */
function resolveRule(rule: ProductDiscountRule, bySlug: Map<string, number>): ProductDiscountRule {
  switch (rule.kind) {
    case 'buy_x_get_y':
      return {
        ...rule,
        buy: { ...rule.buy, scope: resolveScope(rule.buy.scope, bySlug) },
        gift:
          rule.gift.targetType === 'category'
            ? { ...rule.gift, targetIds: resolveIds(rule.gift.targetIds, bySlug) ?? [] }
            : rule.gift,
      };
    default:
      return { ...rule, scope: resolveScope(rule.scope, bySlug) };
  }
}

const tableDiscountType = {
  bulk: 'bulk_discount',
  step: 'step_discount',
  buy_x_get_y: 'buy_x_get_y_discount',
  buy_x_get_x: 'buy_x_get_x_discount',
} as const;

/** What the catalogue's product discount lookup filters by (discount_rules.target_*). */
function ruleTarget(rule: ProductDiscountRule): { targetType: 'all' | 'category' | 'product'; ids: Id[] } {
  const scope = rule.kind === 'buy_x_get_y' ? rule.buy.scope : rule.scope;
  if (scope.categoryIds?.length) return { targetType: 'category', ids: [...scope.categoryIds] };
  if (scope.productIds?.length) return { targetType: 'product', ids: [...scope.productIds] };
  return { targetType: 'all', ids: [] };
}

export async function seedDemoCommerce(db: Db): Promise<CommerceSeedResult> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const result: CommerceSeedResult = {
      coupons: 0,
      shippingMethods: 0,
      discountRules: 0,
      shippingDiscounts: 0,
      rewardCampaigns: 0,
    };

    for (const coupon of demoCoupons) {
      const inserted = await tx
        .insert(coupons)
        .values({
          code: coupon.code.trim().toUpperCase(),
          kind: coupon.kind,
          value: coupon.value,
          minSpend: coupon.minSpend ?? null,
          startsAt: coupon.startsAt ? new Date(coupon.startsAt) : null,
          expiresAt: coupon.expiresAt ? new Date(coupon.expiresAt) : null,
          usageLimit: coupon.usageLimit ?? null,
          perCustomerLimit: coupon.perCustomerLimit ?? null,
          scope: coupon.scope ?? null,
          autoApply: coupon.autoApply ?? false,
        })
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      result.coupons += inserted.length;
    }

    for (const [position, zone] of demoShipping.entries()) {
      let [row] = await tx
        .select({ id: shippingZones.id })
        .from(shippingZones)
        .where(eq(shippingZones.name, zone.name));
      if (!row) {
        [row] = await tx
          .insert(shippingZones)
          .values({ name: zone.name, countries: [...zone.countries], position })
          .returning({ id: shippingZones.id });
      }
      for (const [methodPosition, method] of zone.methods.entries()) {
        const inserted = await tx
          .insert(shippingMethods)
          .values({ ...method, zoneId: row!.id, position: methodPosition })
          .onConflictDoNothing()
          .returning({ id: shippingMethods.id });
        result.shippingMethods += inserted.length;
      }
    }

    const bySlug = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );
    const existing = new Set(
      (await tx.select({ title: discountRules.title }).from(discountRules)).map((r) => r.title),
    );
    for (const rule of demoRules as readonly DiscountRule[]) {
      if (rule.kind === 'shipping') {
        const inserted = await tx
          .insert(shippingDiscounts)
          .values({ ruleId: rule.id, rule })
          .onConflictDoNothing()
          .returning({ id: shippingDiscounts.id });
        result.shippingDiscounts += inserted.length;
        continue;
      }
      // Without the catalogue (an empty store) there is nothing for product rules to reach.
      if (existing.has(rule.name) || bySlug.size === 0) continue;
      const resolved = resolveRule(rule, bySlug);
      const target = ruleTarget(resolved);
      await tx.insert(discountRules).values({
        title: rule.name,
        discountType: tableDiscountType[rule.kind],
        priority: rule.priority ?? 0,
        targetType: target.targetType,
        targetIds: target.ids.map(Number),
        rule: resolved as unknown as Record<string, unknown>,
      });
      result.discountRules += 1;
    }
    result.rewardCampaigns = await seedRewards(tx);
    return result;
  });
}

/**
 * Once per store: the demo rates and campaigns go in with the `rewards` settings row, so a
 * merchant's later changes (a campaign deleted, rates changed) are never undone by a restart.
 */
async function seedRewards(tx: Db): Promise<number> {
  const claimed = await tx
    .insert(storeSettings)
    .values({ key: 'rewards', value: { ...demoRewardSettings } })
    .onConflictDoNothing()
    .returning({ key: storeSettings.key });
  if (claimed.length === 0) return 0;
  const [gift] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'active'), eq(products.available, true)))
    .orderBy(asc(products.priceMin), asc(products.id))
    .limit(1);
  const rows: (typeof rewardCampaigns.$inferInsert)[] = [];
  for (const campaign of demoRewardCampaigns) {
    if (campaign.discountType !== 'product') rows.push({ ...campaign, productId: null });
    else if (gift) rows.push({ ...campaign, productId: gift.id });
  }
  if (rows.length > 0) await tx.insert(rewardCampaigns).values(rows);
  return rows.length;
}
