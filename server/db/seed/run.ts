/**
 * `npm run seed`: empties the catalogue and loads the demo data again, on the
 * database the server would use (DATABASE_URL, else PGlite in VITRINE_DATA_DIR
 * or ./.data), then tops up the commerce data (coupons, shipping, discount rules).
 * Stop the server first when on PGlite: one process per folder.
 */
import { type Database, migrate } from '../client';
import { seedDemoCommerce } from '../seed-commerce/index';
import { openDatabase, startupErrorMessage, withStartupLock } from '../startup';
import { seedDemoCatalogue } from './index';

let database: Database;
try {
  database = await openDatabase();
} catch (error) {
  console.error(`[seed] ${startupErrorMessage(error) ?? (error instanceof Error ? error.message : error)}`);
  process.exit(1);
}
try {
  // Under the start-up lock: a server starting meanwhile waits instead of seeding alongside.
  const result = await withStartupLock(database, async () => {
    await migrate(database);
    return seedDemoCatalogue(database.db, { reset: true });
  });
  const { inserted: _inserted, ms, ...counts } = result;
  console.log(`[seed] demo catalogue loaded on ${database.kind} in ${ms} ms`);
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(14)} ${count}`);
  // Coupons, shipping and discount rules (idempotent; rules resolve the seeded category slugs).
  const commerce = await seedDemoCommerce(database.db);
  const added = Object.entries(commerce).map(([table, count]) => `${table} +${count}`);
  console.log(`[seed] commerce data topped up: ${added.join(', ')}`);
} catch (error) {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
