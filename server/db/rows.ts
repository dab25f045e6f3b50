import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; the shared Db type does not
 * know that, so this is the one place that says it.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
