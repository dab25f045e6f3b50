import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A product's review count and average rating (one decimal, as the catalogue shows it) from its
 * published reviews; run whenever a review of it is published, rejected or withdrawn.
 */
export async function refreshProductRating(db: Db, productId: number): Promise<void> {
  await db.execute(sql`
    update products p set
      review_count = r.n,
      average_rating = r.average,
      updated_at = now()
    from (
      select count(*)::int as n, coalesce(round(avg(rating)::numeric, 1), 0)::real as average
      from reviews where product_id = ${productId} and status = 'published'
    ) r
    where p.id = ${productId}
  `);
}
