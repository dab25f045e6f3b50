/**
 * Faults of whole server processes, on the project's database: one writer per PGlite folder
 * (a second start refused, a lock left by kill -9 taken over), kill -9 during a burst of
 * checkouts (every acknowledged order is there after the restart and stock adds up), instances
 * starting together on an empty PostgreSQL, and a database that is not there at start-up.
 * The servers run from source on 127.0.0.1 and are killed in afterAll.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite } from '../../server/db/client';
import { LOCK_FILE } from '../../server/db/folderLock';
import { inStock, type Pick, pickVariants, plain, singleVariant } from './cartHelpers';
import { httpShopper, type ServerProcess, startServer, stopAll, waitForOutput } from './faultProcess';
import { createPostgresDatabase, createTestContext } from './helpers';

const onPostgres = process.env.VITRINE_TEST_DB === 'postgres';
const BURST = 12;
/** Whole-process tests on a busy 2-core machine: start-ups and a burst of checkouts. */
const PROCESS_TEST_MS = 150_000;

afterAll(() => stopAll());

/** A stack trace line: start-up failures must explain themselves in one line instead. */
const stackLine = /^\s+at .+:\d+:\d+\)?$/m;

interface Burst {
  acknowledged: { number: string; email: string }[];
}

/**
 * Prepares BURST carts of one unit of `pick` spread over `servers`, sends every checkout at once
 * and kill -9s `victim` as soon as three orders are acknowledged.
 */
async function checkoutBurst(servers: ServerProcess[], victim: ServerProcess, pick: Pick): Promise<Burst> {
  const shoppers = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const server = servers[i % servers.length]!;
      const shopper = httpShopper(() => server.base);
      const email = `burst${i}@example.com`;
      await shopper.prepare(pick.productId, pick.variantId, email);
      return { shopper, email };
    }),
  );
  const acknowledged: Burst['acknowledged'] = [];
  let killed = false;
  await Promise.all(
    shoppers.map(async ({ shopper, email }) => {
      try {
        const answer = await shopper.checkout();
        if (answer.status === 201) acknowledged.push({ number: answer.body.number, email });
        else throw new Error(`checkout answered ${answer.status} ${JSON.stringify(answer.body)}`);
      } catch (error) {
        // A request cut by the kill is no acknowledgement; anything else is a failure.
        if (!killed) throw error;
      }
      if (acknowledged.length >= 3 && !killed) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    }),
  );
  if (!killed) victim.child.kill('SIGKILL');
  expect(await victim.exited).toBeNull();
  return { acknowledged };
}

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Every acknowledged order is stored; the variant's stock is its start minus what was sold. */
async function expectConsistent(query: Query, burst: Burst, pick: Pick): Promise<void> {
  const numbers = burst.acknowledged.map((order) => order.number);
  const found = await query('select number from orders where number = any($1)', [numbers]);
  expect(found.map((row) => row.number).sort()).toEqual([...numbers].sort());
  const [sold] = await query(
    `select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
     where l.variant_id = $1 and o.state <> 'cancelled'`,
    [pick.variantId],
  );
  const [variant] = await query('select stock from variants where id = $1', [pick.variantId]);
  expect(Number(sold!.n)).toBeGreaterThanOrEqual(numbers.length);
  expect(Number(variant!.stock)).toBe(pick.stock - Number(sold!.n));
}

if (!onPostgres) {
  describe('one embedded database folder, one process', () => {
    let dir: string;
    let dataDir: string;
    let pick: Pick;

    beforeAll(async () => {
      // A seeded folder from the test suite's seeded database (no seeding in the server).
      const ctx = await createTestContext();
      pick = (await pickVariants(ctx.db, plain, singleVariant, inStock(BURST * 2)))[0]!;
      const dump = await dumpPglite(ctx.database);
      await ctx.close();
      dir = mkdtempSync(path.join(tmpdir(), 'vitrine-fault-'));
      dataDir = path.join(dir, 'db');
      const folder = new PGlite(dataDir, { loadDataDir: dump });
      await folder.waitReady;
      await folder.close();
    });
    afterAll(() => {
      stopAll();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it(
      'refuses a second process, survives kill -9 mid-burst, takes the stale lock over, restarts rolling',
      async () => {
        const first = await startServer({ VITRINE_DATA_DIR: dataDir });
        expect(first.output()).toMatch(/listening on/);

        const second = await startServer({ VITRINE_DATA_DIR: dataDir });
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(
          new RegExp(`cannot start: The database folder .* is in use by process ${first.pid}`),
        );
        expect(second.output()).not.toMatch(stackLine);

        const burst = await checkoutBurst([first], first, pick);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true); // left behind by kill -9

        const restarted = await startServer({ VITRINE_DATA_DIR: dataDir });
        expect(restarted.output()).toMatch(new RegExp(`took over the lock .* left by process ${first.pid}`));
        for (const order of burst.acknowledged) {
          const shopper = httpShopper(() => restarted.base);
          const answer = await shopper.call('GET', `/api/store/orders/${order.number}?email=${order.email}`);
          expect(answer.status, order.number).toBe(200);
        }
        // A rolling restart: the next process waits for the folder, the old one finishes its
        // work and stops, the next one serves everything the old one acknowledged.
        const next = await startServer(
          { VITRINE_DATA_DIR: dataDir, VITRINE_LOCK_WAIT_MS: '60000' },
          60_000,
          new RegExp(`waiting up to 60 s for process ${restarted.pid}`),
        );
        const late = httpShopper(() => restarted.base);
        await late.prepare(pick.productId, pick.variantId, 'late@example.com');
        const lateOrder = await late.checkout();
        expect(lateOrder.status).toBe(201);
        burst.acknowledged.push({ number: lateOrder.body.number, email: 'late@example.com' });
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
        await waitForOutput(next, /listening on/);
        const seen = await httpShopper(() => next.base).call(
          'GET',
          `/api/store/orders/${lateOrder.body.number}?email=late@example.com`,
        );
        expect(seen.status).toBe(200);
        // A clean stop lets go of the folder, so the test can open it.
        next.child.kill('SIGTERM');
        expect(await next.exited).toBe(0);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
        const folder = new PGlite(dataDir);
        try {
          await expectConsistent(
            async (text, values) => (await folder.query(text, values)).rows as never,
            burst,
            pick,
          );
        } finally {
          await folder.close();
        }
      },
      PROCESS_TEST_MS,
    );

    it(
      'retries an unreachable PostgreSQL at start-up, then gives up with one clear line',
      async () => {
        const server = await startServer({
          DATABASE_URL: 'postgres://vitrine:secret@127.0.0.1:9/vitrine',
          VITRINE_DB_WAIT_MS: '1200',
        });
        expect(await server.exited).toBe(1);
        const output = server.output();
        expect(output).toMatch(
          /PostgreSQL at postgres:\/\/vitrine@127\.0\.0\.1:9\/vitrine is not reachable .*retrying/,
        );
        expect(output).toMatch(/cannot start: PostgreSQL at .* is not reachable \(ECONNREFUSED\); gave up/);
        expect(output).not.toMatch(/secret/);
        expect(output).not.toMatch(stackLine);
      },
      PROCESS_TEST_MS,
    );
  });
} else {
  describe('many processes on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let client: pg.Client;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    });
    afterAll(async () => {
      stopAll();
      await client?.end();
      await database?.drop();
    });

    const query: Query = async (text, values) => (await client.query(text, values as unknown[])).rows;

    it(
      'starts two instances together on an empty database, then loses no acknowledged order to kill -9',
      async () => {
        const env = { DATABASE_URL: database.url };
        const [a, b] = await Promise.all([startServer(env), startServer(env)]);
        for (const server of [a, b]) {
          expect(server.output(), server.output()).toMatch(/listening on/);
        }
        // Migrated once, seeded once.
        const [migrations] = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const [dupes] = await query(
          'select count(*)::int as n from (select slug from products group by slug having count(*) > 1) d',
        );
        expect(Number(migrations!.n)).toBeGreaterThan(0);
        expect(Number(dupes!.n)).toBe(0);
        expect([a!.output(), b!.output()].filter((out) => /demo catalogue seeded/.test(out))).toHaveLength(1);

        const rows = await query(
          `select v.product_id as "productId", v.id as "variantId", v.price, v.stock, p.title
         from variants v join products p on p.id = v.product_id
         where p.status = 'active' and v.manage_stock and v.backorders = 'no' and v.stock >= $1
           and (select count(*) from variants w where w.product_id = p.id) = 1
         order by v.price, v.id limit 1`,
          [BURST * 2],
        );
        const pick = rows[0] as unknown as Pick;
        const burst = await checkoutBurst([a!, b!], a!, pick);
        // The other instance kept serving; a restarted one serves the same orders.
        const restarted = await startServer(env);
        for (const order of burst.acknowledged) {
          for (const server of [b!, restarted]) {
            const answer = await httpShopper(() => server.base).call(
              'GET',
              `/api/store/orders/${order.number}?email=${order.email}`,
            );
            expect(answer.status, order.number).toBe(200);
          }
        }
        await expectConsistent(query, burst, pick);
      },
      PROCESS_TEST_MS,
    );
  });
}
