import { emptyResult, type PricingLine, type RuleResult } from '../lines.ts';
import { allocate, percentOf } from '../money.ts';
import type { BulkRule, BulkTier, TierLadderStep } from '../types.ts';

/** Tiers sorted by threshold; on equal thresholds the one listed last wins. */
const sortedTiers = (rule: BulkRule): BulkTier[] =>
  rule.tiers
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => a.tier.from - b.tier.from || a.index - b.index)
    .map(({ tier }) => tier);

const tierFor = (tiers: readonly BulkTier[], measure: number): BulkTier | undefined =>
  tiers.findLast((tier) => tier.from <= measure);

/** How many items the tier ladder describes (up to the 10th item). */
const ladderLength = 10;

/**
 * Bulk discount: the group's measure (units, or subtotal in minor units) picks the highest tier
 * reached; a percentage applies to the group's subtotal, a flat amount comes off it (capped),
 * and either is spread over the lines by largest remainder. `lines` arrive in key order.
 */
export function evaluateBulk(rule: BulkRule, lines: readonly PricingLine[]): RuleResult {
  const result = emptyResult();
  const tiers = sortedTiers(rule);
  const discountType = 'bulk_discount';
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const measure =
    rule.preferenceType === 'count' ? lines.reduce((sum, line) => sum + line.quantity, 0) : subtotal;

  const tier = tierFor(tiers, measure);
  if (tier) {
    const total =
      tier.type === 'percentage'
        ? percentOf(subtotal, tier.value)
        : Math.min(subtotal, Math.round(tier.value));
    const shares = allocate(
      total,
      lines.map((line) => line.subtotal),
    );
    lines.forEach((line, index) => {
      if (shares[index]! > 0) result.discounts.set(line.key, shares[index]!);
    });
  }

  const next = tiers.find((candidate) => candidate.from > measure);
  if (next) {
    const gap = next.from - measure;
    result.tips.push(
      rule.preferenceType === 'count'
        ? {
            kind: 'add_quantity',
            ruleId: rule.id,
            discountType,
            quantity: gap,
            value: next.value,
            valueType: next.type,
          }
        : {
            kind: 'add_amount',
            ruleId: rule.id,
            discountType,
            amount: gap,
            value: next.value,
            valueType: next.type,
          },
    );
  } else if (tier) {
    result.tips.push({
      kind: 'top_tier_reached',
      ruleId: rule.id,
      discountType,
      value: tier.value,
      valueType: tier.type,
    });
  }
  const saved = [...result.discounts.values()].reduce((a, b) => a + b, 0);
  if (saved > 0) result.tips.push({ kind: 'saved', ruleId: rule.id, discountType, amount: saved });

  if (rule.preferenceType === 'count') {
    const ladder: TierLadderStep[] = [];
    for (let quantity = 1; quantity <= ladderLength; quantity += 1) {
      const reached = tierFor(tiers, quantity);
      if (reached) ladder.push({ quantity, value: reached.value, valueType: reached.type });
    }
    result.tierLadder = ladder;
  }
  return result;
}
