/**
 * `GET /__bench` for `npm run bench`, only when VITRINE_BENCH_PROBE=1: this process's CPU time
 * and the SQL statements it has sent so far, so the bench can divide both by the pages it asked
 * for. Without the variable the handler is returned untouched.
 */
import { recentStatements, statementTotal } from '../db/statements';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

export function withBenchProbe<F extends Fetch>(fetch: F): F {
  if (process.env.VITRINE_BENCH_PROBE !== '1') return fetch;
  return ((request: Request, ...rest: never[]) => {
    if (new URL(request.url).pathname !== '/__bench') return fetch(request, ...rest);
    const { user, system } = process.cpuUsage();
    return Response.json({ cpu_us: user + system, statements: statementTotal(), recent: recentStatements() });
  }) as F;
}
