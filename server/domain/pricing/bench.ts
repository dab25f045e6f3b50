import { demoCoupons, demoRules } from './demoRules.ts';
import { priceCart } from './priceCart.ts';
import type { CartInput, CartLineInput } from './types.ts';

export interface PriceCartBenchOptions {
  /** Lines in the cart. @default 500 */
  lines?: number;
  /** Timed runs, after `warmup` untimed ones. @default 200 */
  iterations?: number;
  /** @default 50 */
  warmup?: number;
}

export interface PriceCartBenchResult {
  lines: number;
  iterations: number;
  meanMs: number;
  /** Process CPU time per run: steadier than wall time on a busy machine. */
  cpuMeanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const categories = ['tees', 'accessories', 'home', 'mugs', 'other'] as const;

/** A deterministic cart touching every demo rule: the benchmark workload (500 lines). */
export function benchCart(lineCount = 500): CartInput {
  const lines: CartLineInput[] = Array.from({ length: lineCount }, (_, index) => ({
    key: `line-${String(index).padStart(4, '0')}`,
    productId: 1000 + (index % 97),
    variantId: 5000 + index,
    categoryIds: [categories[index % categories.length]!],
    unitPrice: 500 + ((index * 7919) % 9500),
    quantity: 1 + (index % 4),
    properties: index % 10 === 0 ? { groupId: `pair-${Math.floor(index / 20)}` } : {},
  }));
  return {
    currency: 'USD',
    lines,
    rules: demoRules,
    // FREESHIP would hide the shipping rule, so the bench leaves it (and the expired code) out.
    coupons: demoCoupons
      .filter((coupon) => ['WELCOME10', 'SAVE5', 'ONCE'].includes(coupon.code))
      .map((coupon) => ({ coupon })),
    shippingMethods: [
      { id: 'standard', name: 'Standard', cost: 795 },
      { id: 'express', name: 'Express', cost: 1995 },
    ],
    selectedShippingMethodId: 'express',
    now: Date.parse('2026-01-01T00:00:00Z'),
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Times `priceCart` on `benchCart`; prints nothing, returns figures for the bench script. */
export function benchPriceCart(options: PriceCartBenchOptions = {}): PriceCartBenchResult {
  const { lines = 500, iterations = 200, warmup = 50 } = options;
  const input = benchCart(lines);
  for (let run = 0; run < warmup; run += 1) priceCart(input);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < iterations; run += 1) {
    const started = performance.now();
    priceCart(input);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    lines,
    iterations,
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
    cpuMeanMs: round((cpu.user + cpu.system) / 1000 / iterations),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)!),
  };
}
