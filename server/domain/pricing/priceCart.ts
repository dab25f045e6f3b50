import { currencyExponent } from '../../../lib/money/index.ts';
import { checkCoupon, normalizeCouponCode } from './coupons.ts';
import { byKey, type PricingLine, type RuleResult, toPricingLines } from './lines.ts';
import { allocate, type CompiledScope, compileScope, idKey, inScope, percentOf } from './money.ts';
import { evaluateBulk } from './rules/bulk.ts';
import { evaluateBuyXGetX, evaluateBuyXGetY, giftScope } from './rules/gifts.ts';
import { evaluateStep } from './rules/step.ts';
import type {
  CartInput,
  Coupon,
  CouponRecordEntry,
  DiscountGroup,
  DiscountRecordEntry,
  DiscountTypeName,
  LineDiscountShare,
  Minor,
  PricedCart,
  PricedLine,
  PricedShippingMethod,
  ProductDiscountRule,
  ShippingDiscountRule,
  Tip,
} from './types.ts';

const discountTypeOf: Record<ProductDiscountRule['kind'], DiscountTypeName> = {
  bulk: 'bulk_discount',
  step: 'step_discount',
  buy_x_get_y: 'buy_x_get_y_discount',
  buy_x_get_x: 'buy_x_get_x_discount',
};

/** Rules run by priority, then id: an explicit order that never depends on the input's order. */
const byPriority = (a: { priority?: number; id: string }, b: { priority?: number; id: string }) =>
  (a.priority ?? 0) - (b.priority ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Coupons apply percentage first, then fixed amounts, each by code. */
const couponOrder: Record<Coupon['kind'], number> = { percentage: 0, fixed_cart: 1, free_shipping: 2 };

function requireMinor(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole minor units ≥ 0`);
}

/** Which lines a product rule covers (and so claims for its discount group). */
function ruleCoverage(rule: ProductDiscountRule): (line: PricingLine) => boolean {
  if (rule.kind === 'buy_x_get_y') {
    const buy: CompiledScope = compileScope(rule.buy.scope);
    const gift: CompiledScope = compileScope(giftScope(rule.gift));
    return (line) => inScope(buy, line) || inScope(gift, line);
  }
  const scope = compileScope(rule.scope);
  return (line) => inScope(scope, line);
}

function evaluateRule(rule: ProductDiscountRule, lines: readonly PricingLine[]): RuleResult {
  switch (rule.kind) {
    case 'bulk':
      return evaluateBulk(rule, lines);
    case 'step':
      return evaluateStep(rule, lines);
    case 'buy_x_get_y':
      return evaluateBuyXGetY(rule, lines);
    case 'buy_x_get_x':
      return evaluateBuyXGetX(rule, lines);
  }
}

function ruleData(rule: ProductDiscountRule): Record<string, unknown> {
  switch (rule.kind) {
    case 'bulk':
      return { preferenceType: rule.preferenceType, tiers: rule.tiers };
    case 'step':
      return {
        discountMethod: rule.discountMethod,
        discountOrder: rule.discountOrder,
        effectiveLevel: rule.effectiveLevel,
        steps: rule.steps,
      };
    case 'buy_x_get_y':
      return {
        preferenceType: rule.buy.preferenceType,
        discountQuantity: rule.buy.quantity ?? null,
        discountAmount: rule.buy.amount ?? null,
        giftQuantity: rule.giftQuantity,
        gift: rule.gift,
      };
    case 'buy_x_get_x':
      return { discountQuantity: rule.buyQuantity, giftQuantity: rule.giftQuantity, gift: rule.gift };
  }
}

/**
 * Prices a cart: automatic rules, then coupons, then shipping. Pure and deterministic — the
 * same input gives the same output, whatever the order of its lines; amounts are integer
 * minor units and never negative.
 *
 * 1. Each line joins the discount group of the first product rule (by priority) that covers
 *    it; a line gets at most one rule, so rules never stack on a line.
 * 2. Valid coupons apply to what the rules left: percentage coupons, then fixed amounts,
 *    spread over their lines by largest remainder.
 * 3. Shipping methods get the best of the free-shipping coupons and shipping rules.
 * With `one_discount`, a manual coupon is the cart's only discount: rules and auto-apply
 * coupons step aside while it is applied.
 */
export function priceCart(input: CartInput): PricedCart {
  const currency = input.currency;
  const lines = toPricingLines(input.lines);
  const canonical = [...lines].sort(byKey);
  const interaction = input.interactionType ?? 'combinable';

  // ── Coupons: re-validated on every pricing (the cart may have changed since they were applied).
  const couponRecord: CouponRecordEntry[] = [];
  const accepted: Coupon[] = [];
  for (const { coupon, customerUses } of input.coupons ?? []) {
    const context = {
      now: input.now,
      currency,
      customerUses: customerUses ?? 0,
      appliedCoupons: accepted,
      interactionType: interaction,
    };
    const evaluation = checkCoupon(coupon.code, coupon, context, lines);
    if (evaluation.ok) accepted.push(coupon);
    couponRecord.push({
      code: normalizeCouponCode(coupon.code),
      kind: coupon.kind,
      autoCoupon: coupon.autoApply ?? false,
      isUse: evaluation.ok,
      freeShipping: coupon.kind === 'free_shipping',
      amount: 0,
      cartItemKeys: [],
      exception: evaluation.ok ? null : evaluation,
    });
  }
  const manual = interaction === 'one_discount' ? accepted.find((coupon) => !coupon.autoApply) : undefined;
  const activeCoupons = manual ? [manual] : accepted;
  if (manual) {
    const manualCode = normalizeCouponCode(manual.code);
    for (const record of couponRecord) {
      if (record.isUse && record.code !== manualCode) {
        record.isUse = false;
        record.exception = {
          ok: false,
          status: 422,
          reason: 'one_discount',
          code: record.code,
          message: `Only one discount can be used per order: ${manualCode} is applied.`,
          values: { code: record.code, applied: manualCode },
        };
      }
    }
  }
  const rulesActive = manual === undefined;
  const enabledRules = (input.rules ?? []).filter((rule) => rule.enabled !== false).sort(byPriority);
  const productRules = enabledRules.filter((rule): rule is ProductDiscountRule => rule.kind !== 'shipping');
  const shippingRules = enabledRules.filter((rule): rule is ShippingDiscountRule => rule.kind === 'shipping');

  // Per-line state, indexed by input position.
  const count = lines.length;
  const groupOf: (ProductDiscountRule | null)[] = new Array(count).fill(null);
  const ruleDiscount: Minor[] = new Array(count).fill(0);
  const giftCount: number[] = new Array(count).fill(0);
  const giftLabelOf: (RuleResult['giftLabel'] | null)[] = new Array(count).fill(null);
  const remaining: Minor[] = lines.map((line) => line.subtotal);
  const couponShares: LineDiscountShare[][] = lines.map(() => []);
  /** Lines (given in any order) back in the cart's order, as keys. */
  const keysInCartOrder = (subset: readonly PricingLine[]) =>
    subset
      .map((line) => line.index)
      .sort((a, b) => a - b)
      .map((index) => lines[index]!.key);

  // ── Rules: each line is claimed by the first rule that covers it.
  const groups: DiscountGroup[] = [];
  const discountRecord: DiscountRecordEntry[] = [];
  if (rulesActive) {
    const claims = productRules.map((rule) => ({
      rule,
      covers: ruleCoverage(rule),
      lines: [] as PricingLine[],
    }));
    for (const line of canonical) {
      const claim = claims.find((candidate) => candidate.covers(line));
      if (claim) {
        claim.lines.push(line);
        groupOf[line.index] = claim.rule;
      }
    }
    for (const { rule, lines: groupLines } of claims) {
      if (groupLines.length === 0) continue;
      const result = evaluateRule(rule, groupLines);
      let amount = 0;
      const touched: PricingLine[] = [];
      for (const line of groupLines) {
        const discount = Math.min(line.subtotal, result.discounts.get(line.key) ?? 0);
        const gifts = result.giftCounts.get(line.key) ?? 0;
        ruleDiscount[line.index] = discount;
        remaining[line.index] = line.subtotal - discount;
        if (gifts > 0 && result.giftLabel) {
          giftCount[line.index] = gifts;
          giftLabelOf[line.index] = result.giftLabel;
        }
        if (discount > 0 || gifts > 0) touched.push(line);
        amount += discount;
      }
      const discountType = discountTypeOf[rule.kind];
      groups.push({
        id: rule.id,
        name: rule.name,
        discountType,
        lineKeys: keysInCartOrder(groupLines),
        discount: amount,
        tips: result.tips,
        ...(result.tierLadder ? { tierLadder: result.tierLadder } : {}),
      });
      if (touched.length > 0) {
        discountRecord.push({
          ruleId: rule.id,
          code: rule.name,
          discountType,
          amount,
          cartItemKeys: keysInCartOrder(touched),
          productIds: [...new Map(touched.map((line) => [line.productId, line.input.productId])).values()],
          ruleData: ruleData(rule),
        });
      }
    }
  }
  const unclaimed = lines.filter((line) => groupOf[line.index] === null);
  if (unclaimed.length > 0) {
    groups.push({
      id: null,
      name: null,
      discountType: null,
      lineKeys: unclaimed.map((line) => line.key),
      discount: 0,
      tips: [],
    });
  }

  // ── Coupons on what the rules left.
  const sortedCoupons = [...activeCoupons].sort(
    (a, b) =>
      couponOrder[a.kind] - couponOrder[b.kind] ||
      (normalizeCouponCode(a.code) < normalizeCouponCode(b.code) ? -1 : 1),
  );
  for (const coupon of sortedCoupons) {
    if (coupon.kind === 'free_shipping') continue;
    const scope = compileScope(coupon.scope);
    const covered = canonical.filter((line) => remaining[line.index]! > 0 && inScope(scope, line));
    const weights = covered.map((line) => remaining[line.index]!);
    const base = weights.reduce((a, b) => a + b, 0);
    const amount =
      coupon.kind === 'percentage'
        ? percentOf(base, coupon.value)
        : Math.min(base, Math.max(0, Math.round(coupon.value)));
    const shares = allocate(amount, weights);
    const code = normalizeCouponCode(coupon.code);
    const record = couponRecord.find((entry) => entry.code === code && entry.isUse)!;
    const touched: PricingLine[] = [];
    for (let position = 0; position < covered.length; position += 1) {
      const share = shares[position]!;
      if (share === 0) continue;
      const line = covered[position]!;
      remaining[line.index]! -= share;
      couponShares[line.index]!.push({
        source: 'coupon',
        id: code,
        discountType: coupon.kind,
        amount: share,
      });
      record.amount += share;
      touched.push(line);
    }
    record.cartItemKeys = keysInCartOrder(touched);
  }

  // ── Lines.
  const pricedLines: PricedLine[] = lines.map((line) => {
    const fromRule = ruleDiscount[line.index]!;
    const rule = groupOf[line.index] ?? null;
    const gifts = giftCount[line.index]!;
    const discount = line.subtotal - remaining[line.index]!;
    const shares: LineDiscountShare[] = couponShares[line.index]!;
    if (fromRule > 0 && rule) {
      shares.unshift({
        source: 'rule',
        id: rule.id,
        discountType: discountTypeOf[rule.kind],
        amount: fromRule,
      });
    }
    requireMinor(line.input.regularUnitPrice ?? line.unitPrice, `Line ${line.key}: regularUnitPrice`);
    return {
      key: line.key,
      productId: line.input.productId,
      variantId: line.input.variantId ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      regularUnitPrice: line.input.regularUnitPrice ?? line.unitPrice,
      lineSubtotal: line.subtotal,
      lineTotal: line.subtotal - discount,
      discount,
      discounts: shares,
      discountGroupId: rule?.id ?? null,
      giftCount: gifts,
      paidQuantity: line.quantity - gifts,
      gift: gifts > 0 ? giftLabelOf[line.index]! : null,
      // Paired lens lines count half each, even without their partner.
      countedQuantity: line.input.properties?.groupId ? line.quantity / 2 : line.quantity,
    };
  });

  const sum = (values: Iterable<number>) => {
    let total = 0;
    for (const value of values) total += value;
    return total;
  };
  const cartSubtotal = sum(pricedLines.map((line) => line.lineSubtotal));
  const ruleDiscountTotal = sum(ruleDiscount);
  const couponDiscountTotal = sum(couponRecord.map((record) => record.amount));
  const cartContentsTotal = sum(pricedLines.map((line) => line.lineTotal));

  // ── Shipping: best of free-shipping coupons and shipping rules, floored at 0.
  const freeShipping = sortedCoupons.find((coupon) => coupon.kind === 'free_shipping');
  const cartTips: Tip[] = [];
  const shipping: PricedShippingMethod[] = (input.shippingMethods ?? []).map((method) => {
    requireMinor(method.cost, `Shipping method ${method.id}: cost`);
    let cost = method.cost;
    let discountedBy: string | null = null;
    if (freeShipping) {
      cost = 0;
      discountedBy = normalizeCouponCode(freeShipping.code);
    }
    if (rulesActive) {
      for (const rule of shippingRules) {
        const matches =
          rule.methodIds.length === 0 || rule.methodIds.some((id) => idKey(id) === idKey(method.id));
        if (!matches || cartContentsTotal < (rule.minSubtotal ?? 0)) continue;
        const unlimited = rule.limitType === 'min_shipping' || !rule.maxLimit;
        const reduced = unlimited
          ? 0
          : Math.max(0, method.cost - Math.max(0, Math.round(rule.maxShippingAmount)));
        if (reduced < cost) {
          cost = reduced;
          discountedBy = rule.id;
        }
      }
    }
    return { id: method.id, name: method.name, cost, regularCost: method.cost, discountedBy };
  });
  if (rulesActive) {
    for (const rule of shippingRules) {
      const short = (rule.minSubtotal ?? 0) - cartContentsTotal;
      if (short <= 0) continue;
      const unlimited = rule.limitType === 'min_shipping' || !rule.maxLimit;
      cartTips.push({
        kind: 'add_amount',
        ruleId: rule.id,
        discountType: 'shipping_discount',
        amount: short,
        value: unlimited ? 100 : rule.maxShippingAmount,
        valueType: unlimited ? 'free' : 'flat',
      });
    }
  }
  const selectedId = input.selectedShippingMethodId;
  const selected =
    selectedId === null || selectedId === undefined
      ? undefined
      : shipping.find((method) => idKey(method.id) === idKey(selectedId));
  const shippingTotal = selected?.cost ?? 0;
  const shippingRegularTotal = selected?.regularCost ?? 0;
  const shippingRule = shippingRules.find((rule) => rule.id === selected?.discountedBy);
  if (selected && shippingRule && selected.regularCost > selected.cost) {
    discountRecord.push({
      ruleId: shippingRule.id,
      code: shippingRule.name,
      discountType: 'shipping_discount',
      amount: selected.regularCost - selected.cost,
      cartItemKeys: [],
      productIds: [],
      ruleData: {
        selectShipping: shippingRule.methodIds,
        limitType: shippingRule.limitType,
        maxLimit: shippingRule.maxLimit,
        maxShippingAmount: shippingRule.maxShippingAmount,
      },
    });
  }

  const fees = (input.fees ?? []).map((fee) => {
    requireMinor(fee.amount, `Fee ${fee.id}`);
    return { ...fee };
  });
  const feesTotal = sum(fees.map((fee) => fee.amount));

  return {
    currency: { code: currency, exponent: currencyExponent(currency) },
    lines: pricedLines,
    discountGroups: groups,
    discountRecord,
    couponRecord,
    shipping,
    fees,
    tips: cartTips,
    totals: {
      cartSubtotal,
      ruleDiscountTotal,
      couponDiscountTotal,
      discountTotal: ruleDiscountTotal + couponDiscountTotal,
      cartContentsTotal,
      shippingRegularTotal,
      shippingTotal,
      feesTotal,
      cartTotal: cartContentsTotal + shippingTotal + feesTotal,
      cartContentsCount: sum(pricedLines.map((line) => line.countedQuantity)),
    },
  };
}
