/**
 * Product diversion tests: shoppers who open one of a test's products are sent (302, the test may
 * end) to the test's main product, with the test's id in the query (`diversion_test_id`) so the
 * consented tracker counts the visit towards the test. Only active tests divert; a store that
 * cannot answer diverts nobody, so the product page never fails for it.
 */
import type { StoreClient } from '../../api/client';

/** The main product's address for `productId`, or null when it takes part in no active test. */
export async function diversionTarget(
  store: StoreClient,
  product: { id: number; slug: string },
  url: URL,
): Promise<string | null> {
  const relation = await store.diversion
    .relationships([product.id])
    .then(({ data }) => data.find((candidate) => candidate.product_id === product.id))
    .catch(() => undefined);
  if (!relation || relation.main_product.slug === product.slug) return null;
  // The variant and option picks name this product's variants: they mean nothing on the main one.
  const query = new URLSearchParams(
    [...url.searchParams].filter(([key]) => key !== 'variant' && !key.startsWith('option[')),
  );
  query.set('diversion_test_id', String(relation.diversion_test_id));
  return `/products/${encodeURIComponent(relation.main_product.slug)}?${query}`;
}
