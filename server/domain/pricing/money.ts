import type { Id, Minor, Scope } from './types.ts';

/**
 * Integer money arithmetic for the engine. Everything stays in the currency's minor units
 * (lib/money: the exponent, formatting and wire form are the storefront's own); the only rounding
 * happens here, half up (a discount of 100.5 cents is 101 cents: the shopper's favour, and the
 * same result on every machine).
 */

/** `numerator / denominator` rounded half up, exactly, for non-negative integers. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(numerator + denominator)) {
    const shifted = numerator + Math.floor(denominator / 2);
    return (shifted - (shifted % denominator)) / denominator;
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n + d / 2n) / d);
}

/** Percent (0–100, up to two decimals) of an amount, rounded half up to the minor unit. */
export function percentOf(amount: Minor, percent: number): Minor {
  const basisPoints = Math.min(10_000, Math.max(0, Math.round(percent * 100)));
  const product = amount * basisPoints;
  if (Number.isSafeInteger(product)) return divideRoundHalfUp(product, 10_000);
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** A per-unit discount: percent of the price, or a flat amount capped at the price. */
export function unitDiscount(unitPrice: Minor, type: 'flat' | 'percentage', value: number): Minor {
  if (type === 'percentage') return percentOf(unitPrice, value);
  return Math.min(unitPrice, Math.max(0, Math.round(value)));
}

/**
 * Splits `total` across `weights` in proportion, by largest remainder: each share is the floor
 * of its exact share, and the units left over go to the largest remainders (ties to the
 * earlier index — callers pass lines in canonical key order). Shares sum to `total` exactly
 * and never exceed their weight when `total <= sum(weights)`.
 */
export function allocate(total: Minor, weights: readonly Minor[]): Minor[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const capped = Math.min(total, sum);
  const shares: number[] = [];
  const remainders: number[] = [];
  for (const weight of weights) {
    const product = capped * weight;
    if (Number.isSafeInteger(product)) {
      const remainder = product % sum;
      shares.push((product - remainder) / sum);
      remainders.push(remainder);
    } else {
      const big = BigInt(capped) * BigInt(weight);
      const bigSum = BigInt(sum);
      shares.push(Number(big / bigSum));
      remainders.push(Number(big % bigSum));
    }
  }
  const left = capped - shares.reduce((a, b) => a + b, 0);
  if (left > 0) {
    const order: number[] = [];
    for (let index = 0; index < remainders.length; index += 1) if (remainders[index]! > 0) order.push(index);
    order.sort((a, b) => remainders[b]! - remainders[a]! || a - b);
    for (let rank = 0; rank < left; rank += 1) shares[order[rank]!]! += 1;
  }
  return shares;
}

/** Canonical string form of an id, so 12 and '12' are the same product. */
export const idKey = (id: Id | null | undefined): string =>
  id === null || id === undefined ? '' : String(id);

export interface ScopeSubject {
  productId: string;
  variantId: string;
  categoryIds: readonly string[];
}

/** Compiled scope: sets of id strings, or `null` when the scope covers everything. */
export type CompiledScope = {
  products: Set<string>;
  variants: Set<string>;
  categories: Set<string>;
} | null;

export function compileScope(scope: Scope | undefined): CompiledScope {
  const products = new Set((scope?.productIds ?? []).map(idKey));
  const variants = new Set((scope?.variantIds ?? []).map(idKey));
  const categories = new Set((scope?.categoryIds ?? []).map(idKey));
  if (products.size === 0 && variants.size === 0 && categories.size === 0) return null;
  return { products, variants, categories };
}

export function inScope(scope: CompiledScope, line: ScopeSubject): boolean {
  if (scope === null) return true;
  if (scope.products.has(line.productId)) return true;
  if (line.variantId !== '' && scope.variants.has(line.variantId)) return true;
  return line.categoryIds.some((id) => scope.categories.has(id));
}
