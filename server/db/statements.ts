/**
 * Counts the SQL statements the server sends, for tests and the bench: a process-wide total and,
 * inside `countStatements`, the statements of one piece of work (concurrent work elsewhere is not
 * counted). Installed as drizzle's logger on every database handle; an increment per statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

interface Tally {
  count: number;
  statements: string[];
}

const scope = new AsyncLocalStorage<Tally>();
let total = 0;
/** The latest statements' text, kept only for the bench probe (server/render/benchProbe.ts). */
const recent: string[] = [];
const keepRecent = process.env.VITRINE_BENCH_PROBE === '1';

export const statementCounter: Logger = {
  logQuery(query) {
    total += 1;
    if (keepRecent) {
      recent.push(query.slice(0, 200));
      if (recent.length > 100) recent.shift();
    }
    const tally = scope.getStore();
    if (tally) {
      tally.count += 1;
      tally.statements.push(query);
    }
  },
};

/** Every statement this process has sent so far. */
export const statementTotal = (): number => total;

/** The latest statements (up to 100), when VITRINE_BENCH_PROBE=1. */
export const recentStatements = (): readonly string[] => recent;

/** `work()`'s answer with the statements it sent (its text, in order). */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const tally: Tally = { count: 0, statements: [] };
  const result = await scope.run(tally, work);
  return { result, count: tally.count, statements: tally.statements };
}
