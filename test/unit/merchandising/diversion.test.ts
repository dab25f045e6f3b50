// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoreClient } from '../../../api/client';
import { diversionTarget } from '../../../pages/loaders/diversion.server';

const storeAnswering = (data: unknown[] | Error) =>
  ({
    diversion: {
      relationships: async () => {
        if (data instanceof Error) throw data;
        return { data };
      },
    },
  }) as unknown as StoreClient;

const relaxed = { id: 7, slug: 'linen-camp-shirt-relaxed' };
const relation = { product_id: 7, diversion_test_id: 3, main_product: { ID: 5, slug: 'linen-camp-shirt' } };

describe('diversionTarget', () => {
  it("sends a test product's shoppers to the main product, naming the test, keeping the query but its variant", async () => {
    const url = new URL(
      'https://shop.example/products/linen-camp-shirt-relaxed?variant=9&option[Size]=M&utm_source=ad',
    );
    expect(await diversionTarget(storeAnswering([relation]), relaxed, url)).toBe(
      '/products/linen-camp-shirt?utm_source=ad&diversion_test_id=3',
    );
  });

  it('diverts nobody without an active test, from the main product itself, or when the store fails', async () => {
    const url = new URL('https://shop.example/products/x');
    expect(await diversionTarget(storeAnswering([]), relaxed, url)).toBeNull();
    expect(
      await diversionTarget(
        storeAnswering([{ ...relation, product_id: 5 }]),
        { id: 5, slug: 'linen-camp-shirt' },
        url,
      ),
    ).toBeNull();
    expect(await diversionTarget(storeAnswering(new Error('down')), relaxed, url)).toBeNull();
  });
});
