/**
 * Loads the demo catalogue on first start. The seed itself lives in
 * server/db/seed (idempotent `seedDemoCatalogue(db)`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';
import { seedDemoCatalogue } from './seed/index';
import { seedDemoCommerce } from './seed-commerce/index.ts';

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(row?.n ?? 0) === 0;
}

/** Seeds when there are no products; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const empty = await catalogueIsEmpty(db);
  if (empty) await seedDemoCatalogue(db);
  // Idempotent: also tops up coupons, shipping and discount rules of databases seeded earlier.
  await seedDemoCommerce(db);
  return empty;
}
