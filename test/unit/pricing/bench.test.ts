// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchCart, benchPriceCart } from '../../../server/domain/pricing/bench.ts';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';

describe('benchPriceCart', () => {
  it('benchmarks a 500-line cart that exercises every kind of demo discount', () => {
    const priced = priceCart(benchCart(500));
    expect(priced.lines).toHaveLength(500);
    const kinds = new Set(priced.discountRecord.map((entry) => entry.discountType));
    expect([...kinds].sort()).toEqual([
      'bulk_discount',
      'buy_x_get_y_discount',
      'shipping_discount',
      'step_discount',
    ]);
    expect(priced.couponRecord.filter((entry) => entry.isUse).map((entry) => entry.code)).toEqual([
      'WELCOME10',
      'SAVE5',
      'ONCE',
    ]);
  });

  it('reports timing figures (printed, never asserted: the machine is shared)', () => {
    const result = benchPriceCart({ lines: 500, iterations: 100, warmup: 20 });
    console.info(
      `priceCart, 500 lines: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, mean ${result.meanMs} ms wall, ${result.cpuMeanMs} ms CPU (${result.iterations} runs)`,
    );
    expect(result).toMatchObject({ lines: 500, iterations: 100 });
    expect(result.p50Ms).toBeLessThanOrEqual(result.p99Ms);
  });
});
