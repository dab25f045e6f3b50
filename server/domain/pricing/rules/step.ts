import { byKey, emptyResult, type PricingLine, type RuleResult } from '../lines.ts';
import { unitDiscount } from '../money.ts';
import type { StepRule, StepTier } from '../types.ts';

/** Number of k in [0, count) with a ≤ first + k·period ≤ b. */
function countProgression(first: number, period: number, count: number, a: number, b: number): number {
  if (count <= 0 || b < a) return 0;
  const kMin = Math.max(0, Math.ceil((a - first) / period));
  const kMax = Math.min(count - 1, Math.floor((b - first) / period));
  return Math.max(0, kMax - kMin + 1);
}

const overlap = (a1: number, b1: number, a2: number, b2: number) =>
  Math.max(0, Math.min(b1, b2) - Math.max(a1, a2) + 1);

/** Steps by position; when two share a position, the one listed last wins. */
function sortedSteps(rule: StepRule): StepTier[] {
  const byNth = new Map<number, StepTier>();
  for (const step of rule.steps) if (step.nth >= 1) byNth.set(Math.floor(step.nth), step);
  return [...byNth.entries()].sort(([a], [b]) => a - b).map(([nth, step]) => ({ ...step, nth }));
}

/**
 * Step discount: units of the group are counted in price order (`discountOrder`); every cycle
 * of `max(nth)` units earns the steps it reaches (all of them, or only the highest for
 * `top_only`). `any` gives each step's discount to the unit at its position; `top` gives the
 * same discounts to the first units in the order, deepest step first.
 * Works on runs of equal units, never unit by unit: a line of 100 000 costs the same as 1.
 */
export function evaluateStep(rule: StepRule, lines: readonly PricingLine[]): RuleResult {
  const result = emptyResult();
  const steps = sortedSteps(rule);
  if (steps.length === 0) return result;
  const discountType = 'step_discount';
  const period = steps.at(-1)!.nth;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const fullCycles = Math.floor(units / period);
  const rest = units % period;
  const topOnly = rule.effectiveLevel === 'top_only';
  const inFullCycle = topOnly ? [steps.at(-1)!] : steps;
  const reachedInRest = steps.filter((step) => step.nth <= rest);
  const inRestCycle = topOnly ? reachedInRest.slice(-1) : reachedInRest;

  const ordered = [...lines].sort(
    (a, b) =>
      (rule.discountOrder === 'asc' ? a.unitPrice - b.unitPrice : b.unitPrice - a.unitPrice) || byKey(a, b),
  );

  // For `top`: consecutive blocks of positions, deepest step first.
  const blocks: { step: StepTier; start: number; end: number }[] = [];
  if (rule.discountMethod === 'top') {
    let start = 1;
    for (const step of [...steps].reverse()) {
      const count = (inFullCycle.includes(step) ? fullCycles : 0) + (inRestCycle.includes(step) ? 1 : 0);
      if (count > 0) blocks.push({ step, start, end: start + count - 1 });
      start += count;
    }
  }

  let position = 1;
  for (const line of ordered) {
    const first = position;
    const last = position + line.quantity - 1;
    position += line.quantity;
    let discount = 0;
    for (const step of steps) {
      let count = 0;
      if (rule.discountMethod === 'any') {
        if (inFullCycle.includes(step)) count += countProgression(step.nth, period, fullCycles, first, last);
        if (inRestCycle.includes(step))
          count += countProgression(fullCycles * period + step.nth, period, 1, first, last);
      } else {
        const block = blocks.find((candidate) => candidate.step === step);
        if (block) count = overlap(block.start, block.end, first, last);
      }
      if (count > 0) discount += count * unitDiscount(line.unitPrice, step.type, step.value);
    }
    if (discount > 0) result.discounts.set(line.key, discount);
  }

  // The next position that earns a step always exists: the deepest step ends every cycle.
  const next = steps.find((step) => step.nth > rest)!;
  result.tips.push({
    kind: 'add_quantity',
    ruleId: rule.id,
    discountType,
    quantity: next.nth - rest,
    value: next.value,
    valueType: next.type,
    nth: next.nth,
    period,
    discountMethod: rule.discountMethod,
    discountOrder: rule.discountOrder,
  });
  const saved = [...result.discounts.values()].reduce((a, b) => a + b, 0);
  if (saved > 0) result.tips.push({ kind: 'saved', ruleId: rule.id, discountType, amount: saved });
  return result;
}
