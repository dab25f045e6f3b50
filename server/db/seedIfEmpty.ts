/**
 * Loads the demo catalogue on first start. The seed itself lives in
 * server/db/seed (idempotent `seedDemoCatalogue(db)`).
 */
import { sql } from 'drizzle-orm';
import { startupMark } from '../startupTiming';
import type { Db } from './client';
import { queryRows } from './rows';
import { seedDemoCommerce } from './seed-commerce/index.ts';

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds when there are no products; returns whether it seeded. With `topUp: false` a store that
 * already has a catalogue is left alone (the server tops it up once it is listening).
 */
export async function seedIfEmpty(db: Db, options: { topUp?: boolean } = {}): Promise<boolean> {
  const empty = await catalogueIsEmpty(db);
  startupMark('catalogue checked');
  if (empty) {
    // The catalogue's data is loaded only when there is a catalogue to seed.
    const { seedDemoCatalogue } = await import('./seed/index');
    await seedDemoCatalogue(db);
    startupMark('catalogue seeded');
  }
  // Idempotent: also tops up coupons, shipping and discount rules of databases seeded earlier.
  if (empty || options.topUp !== false) {
    await seedDemoCommerce(db);
    startupMark('commerce topped up');
  }
  return empty;
}
