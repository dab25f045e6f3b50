import { cheapestFirst, emptyResult, type PricingLine, type RuleResult } from '../lines.ts';
import { type CompiledScope, compileScope, inScope, percentOf } from '../money.ts';
import type { BuyXGetXRule, BuyXGetYRule, GiftLabel, GiftTarget, GiftValue, Minor, Scope } from '../types.ts';

export function giftLabel(gift: GiftValue): GiftLabel {
  return gift.valueType === 'percentage'
    ? { valueType: 'percentage', value: gift.value ?? 100 }
    : { valueType: 'free' };
}

/** What one gift unit takes off its price. */
function giftUnitDiscount(label: GiftLabel, unitPrice: Minor): Minor {
  return label.valueType === 'free' ? unitPrice : percentOf(unitPrice, label.value);
}

/** The gift set as a scope (Gift target_type / target_ids). */
export function giftScope(target: GiftTarget): Scope {
  if (target.targetType === 'variant') return { variantIds: target.targetIds };
  if (target.targetType === 'product') return { productIds: target.targetIds };
  return { categoryIds: target.targetIds };
}

const labelValue = (label: GiftLabel) => (label.valueType === 'free' ? 100 : label.value);

function applyGifts(result: RuleResult, label: GiftLabel, line: PricingLine, count: number) {
  if (count <= 0) return;
  result.giftCounts.set(line.key, (result.giftCounts.get(line.key) ?? 0) + count);
  const discount = count * giftUnitDiscount(label, line.unitPrice);
  if (discount > 0) result.discounts.set(line.key, (result.discounts.get(line.key) ?? 0) + discount);
}

function pushSaved(
  result: RuleResult,
  ruleId: string,
  discountType: 'buy_x_get_y_discount' | 'buy_x_get_x_discount',
) {
  const saved = [...result.discounts.values()].reduce((a, b) => a + b, 0);
  if (saved > 0) result.tips.push({ kind: 'saved', ruleId, discountType, amount: saved });
}

/**
 * Buy X get Y: buying from the buy set earns gift units from the gift set, cheapest first.
 * A unit is never both bought and given: when the sets overlap, a unit taken as a gift no
 * longer counts towards the purchase (count mode), and in amount mode only lines outside the
 * gift set count towards the spend — so a cart cannot pay for its gifts with the gifts.
 */
export function evaluateBuyXGetY(rule: BuyXGetYRule, lines: readonly PricingLine[]): RuleResult {
  const result = emptyResult();
  const discountType = 'buy_x_get_y_discount';
  const label = giftLabel(rule.gift);
  result.giftLabel = label;
  const buy: CompiledScope = compileScope(rule.buy.scope);
  const gift: CompiledScope = compileScope(giftScope(rule.gift));
  const repeat = rule.repeat ?? true;
  const perFulfilment = Math.max(0, Math.floor(rule.giftQuantity));
  const candidates = lines.filter((line) => inScope(gift, line)).sort(cheapestFirst);
  const tipValue = { value: labelValue(label), valueType: label.valueType, giftQuantity: perFulfilment };

  let assigned = 0;
  let entitled = 0;
  if (rule.buy.preferenceType === 'count') {
    const needed = Math.max(1, Math.floor(rule.buy.quantity ?? 1));
    const earned = (bought: number) =>
      repeat ? Math.floor(bought / needed) * perFulfilment : bought >= needed ? perFulfilment : 0;
    let bought = lines.filter((line) => inScope(buy, line)).reduce((sum, line) => sum + line.quantity, 0);
    for (const line of candidates) {
      const alsoBought = inScope(buy, line);
      const fits = (take: number) => assigned + take <= earned(bought - (alsoBought ? take : 0));
      // Largest feasible take by binary search: feasibility only shrinks as `take` grows.
      let low = 0;
      let high = line.quantity;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid)) low = mid;
        else high = mid - 1;
      }
      applyGifts(result, label, line, low);
      assigned += low;
      if (alsoBought) bought -= low;
    }
    entitled = earned(bought);
    if (repeat || entitled === 0) {
      result.tips.push({
        kind: 'add_quantity',
        ruleId: rule.id,
        discountType,
        quantity: needed - (bought % needed),
        ...tipValue,
      });
    }
  } else {
    const threshold = Math.max(1, Math.round(rule.buy.amount ?? 1));
    const spent = lines
      .filter((line) => inScope(buy, line) && !inScope(gift, line))
      .reduce((sum, line) => sum + line.subtotal, 0);
    const fulfilments = Math.floor(spent / threshold);
    entitled = repeat ? fulfilments * perFulfilment : fulfilments > 0 ? perFulfilment : 0;
    for (const line of candidates) {
      const take = Math.min(line.quantity, entitled - assigned);
      applyGifts(result, label, line, take);
      assigned += take;
    }
    if (repeat || fulfilments === 0) {
      result.tips.push({
        kind: 'add_amount',
        ruleId: rule.id,
        discountType,
        amount: threshold * (fulfilments + 1) - spent,
        ...tipValue,
      });
    }
  }
  if (!repeat && entitled > 0) {
    result.tips.push({ kind: 'top_tier_reached', ruleId: rule.id, discountType, ...tipValue });
  }
  if (entitled > assigned) {
    result.tips.push({
      kind: 'gift_available',
      ruleId: rule.id,
      discountType,
      quantity: entitled - assigned,
      value: labelValue(label),
      valueType: label.valueType,
    });
  }
  pushSaved(result, rule.id, discountType);
  return result;
}

/**
 * Buy X get X: per product (or variant), every X bought earns Y more of the same, and a
 * started cycle already gives its gifts past the Xth unit (buy 2 get 2, 3 units → 1 gift).
 * The cheapest units of the product are the gifts.
 */
export function evaluateBuyXGetX(rule: BuyXGetXRule, lines: readonly PricingLine[]): RuleResult {
  const result = emptyResult();
  const discountType = 'buy_x_get_x_discount';
  const label = giftLabel(rule.gift);
  result.giftLabel = label;
  const buyQuantity = Math.max(1, Math.floor(rule.buyQuantity));
  const giftQuantity = Math.max(0, Math.floor(rule.giftQuantity));
  const cycle = buyQuantity + giftQuantity;
  const repeat = rule.repeat ?? true;
  const sameBy = rule.sameBy ?? 'product';

  const bySubject = new Map<string, PricingLine[]>();
  for (const line of lines) {
    const subject = sameBy === 'variant' ? `${line.productId}\u0000${line.variantId}` : line.productId;
    const group = bySubject.get(subject);
    if (group) group.push(line);
    else bySubject.set(subject, [line]);
  }
  // Map iteration follows the key-ordered lines, so tips come out in a canonical order.
  for (const group of bySubject.values()) {
    const units = group.reduce((sum, line) => sum + line.quantity, 0);
    const rest = repeat ? units % cycle : units;
    const gifts = repeat
      ? Math.floor(units / cycle) * giftQuantity + Math.max(0, rest - buyQuantity)
      : Math.min(giftQuantity, Math.max(0, units - buyQuantity));
    let left = gifts;
    for (const line of [...group].sort(cheapestFirst)) {
      const take = Math.min(left, line.quantity);
      applyGifts(result, label, line, take);
      left -= take;
    }
    const first = group[0]!;
    if (giftQuantity > 0 && (repeat || gifts < giftQuantity)) {
      result.tips.push({
        kind: 'add_quantity',
        ruleId: rule.id,
        discountType,
        quantity: rest < buyQuantity ? buyQuantity - rest + 1 : 1,
        value: labelValue(label),
        valueType: label.valueType,
        giftQuantity,
        productId:
          sameBy === 'variant' ? (first.input.variantId ?? first.input.productId) : first.input.productId,
      });
    } else if (gifts > 0) {
      result.tips.push({
        kind: 'top_tier_reached',
        ruleId: rule.id,
        discountType,
        value: labelValue(label),
        valueType: label.valueType,
      });
    }
  }
  pushSaved(result, rule.id, discountType);
  return result;
}
