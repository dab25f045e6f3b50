/**
 * The demo catalogue: `seedDemoCatalogue(db)` is called by the
 * server on first start and by the API tests; `npm run seed` resets and reloads
 * it (run.ts). Content lives in ./catalog as typed data; images are generated
 * by server/media from the names the seed writes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { loadCatalogue, resetCatalogue } from './load';

export interface SeedOptions {
  /**
   * Empty the catalogue tables (and the settings keys the seed owns) first.
   * @default false
   */
  reset?: boolean;
}

export interface SeedResult {
  /** Rows present after seeding. */
  products: number;
  variants: number;
  images: number;
  collections: number;
  categories: number;
  reviews: number;
  blogPosts: number;
  menus: number;
  policies: number;
  exchangeRates: number;
  /** Rows this call inserted (all zero on a repeated call). */
  inserted: Record<string, number>;
  /** Wall time of the seed in milliseconds. */
  ms: number;
}

/**
 * Seeds the demo catalogue. Idempotent: with no `reset`, rows that already
 * exist (by slug / handle / title) are left alone and a second call inserts
 * nothing. Runs in one transaction, so a failure leaves the database as it was.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const inserted = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (options.reset) await resetCatalogue(txDb);
    return loadCatalogue(txDb);
  });
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from products)::int as products,
      (select count(*) from variants)::int as variants,
      (select count(*) from product_images)::int as images,
      (select count(*) from collections)::int as collections,
      (select count(*) from categories)::int as categories,
      (select count(*) from reviews)::int as reviews,
      (select count(*) from blog_posts)::int as "blogPosts",
      (select count(*) from menus)::int as menus,
      (select count(*) from policies)::int as policies,
      (select count(*) from exchange_rates)::int as "exchangeRates"`,
  );
  return {
    products: counts!.products!,
    variants: counts!.variants!,
    images: counts!.images!,
    collections: counts!.collections!,
    categories: counts!.categories!,
    reviews: counts!.reviews!,
    blogPosts: counts!.blogPosts!,
    menus: counts!.menus!,
    policies: counts!.policies!,
    exchangeRates: counts!.exchangeRates!,
    inserted,
    ms: Math.round(performance.now() - started),
  };
}
