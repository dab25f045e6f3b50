/**
 * Caches that agree across processes: a merchant's committed change notifies `vitrine_cache`
 * (migration 0009) and every listening process empties its caches. In process on either database;
 * on PostgreSQL also across two real server processes, through one's admin API and the other's
 * cached public answers, and after the listening connection was cut.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProductAggregates } from '../../server/db/aggregates';
import { type CacheListener, startCacheListener } from '../../server/db/cacheNotify';
import { variants } from '../../server/db/schema';
import { createShopper, inStock, type Pick, pickVariants, plain, singleVariant } from './cartHelpers';
import { httpShopper, type ServerProcess, startServer, stopAll } from './faultProcess';
import { createPostgresDatabase, createTestContext, type TestContext } from './helpers';

const onPostgres = process.env.VITRINE_TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a notification already sent to arrive (they take milliseconds). */
const SETTLE_MS = 400;

/** Waits (outside a test, where expect.poll cannot) until `ready` holds, for up to `ms`. */
async function waitUntil(ready: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await sleep(20);
  }
}

describe('change notifications in one process', () => {
  let ctx: TestContext;
  let listener: CacheListener;
  let pick: Pick;
  const changes: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    listener = startCacheListener(ctx.database, ctx.db, { onChange: (table) => changes.push(table) });
    await waitUntil(() => listener.listening());
    pick = (await pickVariants(ctx.db, plain, singleVariant, inStock(10)))[0]!;
  });
  afterAll(async () => {
    await listener?.stop();
    await ctx?.close();
  });

  /** What was notified by `change`, once it settled. */
  async function notifiedBy(change: () => Promise<unknown>): Promise<string[]> {
    await sleep(SETTLE_MS);
    changes.length = 0;
    await change();
    await sleep(SETTLE_MS);
    return [...new Set(changes)].sort();
  }

  /** An admin's stock edit: the variant and its product's totals. */
  async function setStock(stock: number) {
    await ctx.db.update(variants).set({ stock }).where(eq(variants.id, pick.variantId));
    await refreshProductAggregates(ctx.db, [pick.productId]);
  }

  async function buyOne() {
    const shopper = createShopper(ctx);
    expect(
      (await shopper.add({ product_id: pick.productId, variant_id: pick.variantId, quantity: 1 })).status,
    ).toBe(200);
    await shopper.readyForPayment();
    expect((await shopper.checkout()).status).toBe(201);
  }

  it('notifies a price change when its transaction commits, not before', async () => {
    await sleep(SETTLE_MS);
    changes.length = 0;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(variants)
        .set({ price: sql`${variants.price} + 1` })
        .where(eq(variants.id, pick.variantId));
      await sleep(SETTLE_MS);
      // Not committed yet: nobody may reload and find the old price.
      expect(changes).toEqual([]);
    });
    await expect.poll(() => changes, { timeout: 1000 }).toContain('variants');
  });

  it('notifies settings, rates and content changes', async () => {
    expect(
      await notifiedBy(() =>
        ctx.db.execute(sql`update exchange_rates set rate = rate * 1.01 where currency = 'EUR'`),
      ),
    ).toEqual(['exchange_rates']);
    expect(
      await notifiedBy(() =>
        ctx.db.execute(
          sql`update store_settings set value = value where key = (select min(key) from store_settings)`,
        ),
      ),
    ).toEqual(['store_settings']);
    expect(await notifiedBy(() => ctx.db.execute(sql`update discount_rules set id = id`))).toEqual([
      'discount_rules',
    ]);
  });

  it('notifies a sale only when a page would show it: into the low-stock band and selling out', async () => {
    // 20 → 19 leaves the page saying "in stock": the sale notifies nothing (an order, a cart,
    // a product's sales count and total are not catalogue changes a page shows).
    await setStock(20);
    expect(await notifiedBy(buyOne)).toEqual([]);
    expect(await notifiedBy(() => setStock(15))).toEqual([]);
    // 6 → 5 shows "only 5 left", and so does an edit to 3.
    await setStock(6);
    expect(await notifiedBy(buyOne)).toEqual(['products', 'variants']);
    expect(await notifiedBy(() => setStock(3))).toEqual(['products', 'variants']);
    // The last unit: sold out.
    await setStock(1);
    expect(await notifiedBy(buyOne)).toEqual(['products', 'variants']);
  });
});

if (onPostgres) {
  describe('two server processes on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let client: pg.Client;
    let a: ServerProcess;
    let b: ServerProcess;
    const admin = (server: ServerProcess, path: string, body: unknown) =>
      fetch(`${server.base}/api/admin${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: 'Bearer fault-suite-token' },
        body: JSON.stringify(body),
      });
    const read = async (server: ServerProcess, path: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here.
      (await (await fetch(`${server.base}/api/store${path}`)).json()) as any;
    /** How long until `check` passes on a read of `server`, in ms (fails after 1 s). */
    async function seenWithin(check: () => Promise<boolean>): Promise<number> {
      const start = performance.now();
      await expect.poll(check, { timeout: 1000, interval: 25 }).toBe(true);
      return performance.now() - start;
    }

    beforeAll(async () => {
      database = await createPostgresDatabase();
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
      // Caches long enough that only a notification can explain seeing a change within a second.
      const env = { DATABASE_URL: database.url, VITRINE_READ_CACHE_MS: '30000' };
      a = await startServer(env);
      b = await startServer(env);
      for (const server of [a, b]) expect(server.output(), server.output()).toMatch(/cache notifications on/);
    }, 180_000);
    afterAll(async () => {
      stopAll();
      await client?.end();
      await database?.drop();
    });

    it('a change through A’s admin API is on B’s cached answers within a second', async () => {
      const before = await read(b, '/exchanges');
      // B keeps it: a change that notifies nothing (stock far from the low band) is not seen.
      const [row] = (
        await client.query(
          `select p.slug, p.id as "productId", v.id from variants v join products p on p.id = v.product_id
           where p.status = 'active' and v.manage_stock and v.stock > 20
             and (select count(*) from variants w where w.product_id = p.id) = 1 order by v.id limit 1`,
        )
      ).rows;
      const stockBefore = (await read(b, `/products/${row.slug}`)).data.stock;
      // As a sale leaves them (the product's stock is its variants' total).
      await client.query('update variants set stock = stock - 1 where id = $1', [row.id]);
      await client.query('update products set total_stock = total_stock - 1 where id = $1', [row.productId]);
      await sleep(SETTLE_MS);
      expect((await read(b, `/products/${row.slug}`)).data.stock).toBe(stockBefore);

      const rate = Math.round((before.rates.EUR + 0.11) * 100) / 100;
      expect((await admin(a, '/exchanges', { rates: { EUR: rate } })).status).toBe(200);
      await seenWithin(async () => (await read(b, '/exchanges')).rates.EUR === rate);
      // The same notification emptied B's other caches: the product answer is fresh too.
      expect((await read(b, `/products/${row.slug}`)).data.stock).toBe(stockBefore - 1);

      const theme = (await read(b, '/theme')).data.name;
      const next = theme === 'venue' ? 'athena' : 'venue';
      expect((await admin(a, '/theme', { name: next })).status).toBe(200);
      await seenWithin(async () => (await read(b, '/theme')).data.name === next);
    });

    it('a variant selling out through an order on A is sold out on B within a second', async () => {
      const [pick] = (
        await client.query(
          `select p.slug, v.product_id as "productId", v.id as "variantId" from variants v
           join products p on p.id = v.product_id
           where p.status = 'active' and v.manage_stock and v.backorders = 'no' and v.stock > 0
             and (select count(*) from variants w where w.product_id = p.id) = 1
             and not exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
               where pc.product_id = p.id and c.slug in ('t-shirts', 'accessories', 'home', 'kitchen'))
           order by v.price, v.id limit 1`,
        )
      ).rows;
      await client.query('update variants set stock = 1 where id = $1', [pick.variantId]);
      await client.query('update products set total_stock = 1 where id = $1', [pick.productId]);
      await seenWithin(async () => (await read(b, `/products/${pick.slug}`)).data.stock === 1);
      const shopper = httpShopper(() => a.base);
      await shopper.prepare(pick.productId, pick.variantId, 'last-unit@example.com');
      expect((await shopper.checkout()).status).toBe(201);
      await seenWithin(async () => {
        const product = (await read(b, `/products/${pick.slug}`)).data;
        return product.stock === 0 && product.buy_able === false;
      });
    });

    it('B listens again after its connection is cut, and drops what it kept meanwhile', async () => {
      const before = (await read(b, '/exchanges')).rates.EUR;
      // Cut every LISTEN connection of the database; both processes re-listen.
      const cut = await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      await expect.poll(() => /cache notifications lost/.test(b.output()), { timeout: 5000 }).toBe(true);
      await expect
        .poll(() => (b.output().match(/cache notifications on/g) ?? []).length, { timeout: 10_000 })
        .toBe(2);
      const rate = Math.round((before + 0.07) * 100) / 100;
      expect((await admin(a, '/exchanges', { rates: { EUR: rate } })).status).toBe(200);
      await seenWithin(async () => (await read(b, '/exchanges')).rates.EUR === rate);
    });
  });
}
