/**
 * Keeps the product columns that listings filter and sort on (price range, stock, availability)
 * in step with the variants. Call after writing variants.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A variant can be bought when it has stock, is not stock-managed, or allows backorders.
 * The same predicate is used by listings (availability filter) and by the wire `buy_able`.
 */
export const variantBuyableSql = sql`(v.manage_stock = false or v.stock > 0 or v.backorders <> 'no')`;

/**
 * Recomputes price_min/max, regular_price_min (compare-at price of the cheapest variant),
 * regular_price_max, min_price_variant_id, total_stock and
 * available for the given products (all products when omitted). Products without variants
 * keep their prices and become unavailable.
 */
export async function refreshProductAggregates(db: Db, productIds?: number[]): Promise<void> {
  const filter =
    productIds && productIds.length > 0
      ? sql`and p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  await db.execute(sql`
    update products p set
      price_min = agg.price_min,
      price_max = agg.price_max,
      regular_price_min = agg.regular_price_min,
      regular_price_max = agg.regular_price_max,
      min_price_variant_id = agg.min_price_variant_id,
      total_stock = agg.total_stock,
      available = agg.available,
      updated_at = now()
    from (
      select
        v.product_id,
        min(v.price) as price_min,
        max(v.price) as price_max,
        (array_agg(greatest(coalesce(v.regular_price, v.price), v.price) order by v.price, v.position, v.id))[1] as regular_price_min,
        max(greatest(coalesce(v.regular_price, v.price), v.price)) as regular_price_max,
        (array_agg(v.id order by v.price, v.position, v.id))[1] as min_price_variant_id,
        coalesce(sum(v.stock) filter (where v.manage_stock), 0)::int as total_stock,
        bool_or(${variantBuyableSql}) as available
      from variants v
      group by v.product_id
    ) agg
    where agg.product_id = p.id ${filter}
  `);
  await db.execute(sql`
    update products p set available = false
    where not exists (select 1 from variants v where v.product_id = p.id) ${filter}
  `);
}
