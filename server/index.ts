/**
 * Node entry (`npm start`): open the database, migrate, seed the demo catalogue when the store
 * is empty, serve, and shut down cleanly on SIGINT/SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { StoreTransport } from '../api/client';
import { createApp } from './app';
import type { Database } from './db/client';
import { openDatabase, prepareDatabase, startupErrorMessage } from './db/startup';
import { startSessionPruner } from './domain/accounts/sessions';
import { announceStaffSetup } from './domain/editor/setupLink';
import { startPublishWatcher } from './domain/editor/watcher';
import { startOrderSweeper } from './domain/orders/orders';
import { edgeServerOptions } from './http/edge';
import { originOptionsFromEnv, withPublicOrigin } from './http/origin';
import { readGeneration } from './http/readCache';
import { withBenchProbe } from './render/benchProbe';
import { createDirectReads } from './render/directReads';
import { createStorefrontFallback, loadEditorSchemas } from './render/handler';
import { storefrontKey, withSharedCache, withSubrequestCache } from './render/sharedCache';

const port = Number(process.env.PORT ?? 3000);
// HOST=127.0.0.1 keeps benchmarks and tests on loopback; unset, every interface listens.
const hostname = process.env.HOST || undefined;

let database: Database;
try {
  database = await openDatabase();
  // Under a lock on PostgreSQL: instances starting together take turns (server/db/startup.ts).
  const seeded = await prepareDatabase(database);
  if (seeded) console.log('[db] demo catalogue seeded');
} catch (error) {
  const known = startupErrorMessage(error);
  if (known === null) throw error;
  console.error(`[server] cannot start: ${known}`);
  process.exit(1);
}
// PGlite runs no autovacuum, so without this its planner never learns table sizes and picks
// poor plans (a slug lookup walked the title index); PostgreSQL's autovacuum does it there.
if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
// Unpaid (bank transfer) orders are cancelled once their payment deadline passes.
startOrderSweeper(database.db);
// Ended customer sessions and expired mailed links are deleted hourly.
startSessionPruner(database.db);

// VITRINE_ACCESS_LOG=0 drops the per-request lines (benchmarks); errors are always logged.
const quiet = process.env.VITRINE_ACCESS_LOG === '0';
// Admin routes need a token; in development one is made up and printed, never an empty one.
let adminToken = process.env.VITRINE_ADMIN_TOKEN;
if (!adminToken && process.env.NODE_ENV !== 'production') {
  adminToken = randomBytes(24).toString('base64url');
  console.log(`[admin] VITRINE_ADMIN_TOKEN not set; this run's admin token: ${adminToken}`);
}

// Store-wide reads (theme, settings, rules), the loaders' catalogue sub-requests and anonymous
// catalogue pages are fresh this long (caches only with TTLs; server/render/
// sharedCache.ts); VITRINE_READ_CACHE_MS=0 turns them all off.
const readCacheMs = Number(process.env.VITRINE_READ_CACHE_MS ?? 1000) || 0;
// Storefront loaders reach the store in-process, or another store API when STORE_API_URL is set.
const inProcess = withSubrequestCache((request) => app.request(request), {
  ttlMs: readCacheMs,
  generation: () => readGeneration(database.db),
});
const transport = (): StoreTransport =>
  process.env.STORE_API_URL ? { baseUrl: process.env.STORE_API_URL } : inProcess;
// Pages rendered here read the catalogue from the domain directly (no HTTP round trip).
const reads = process.env.STORE_API_URL ? undefined : createDirectReads(database.db, { ttlMs: readCacheMs });
const fallback = await createStorefrontFallback(transport, reads);
if (!fallback) console.log('[server] no storefront build (npm run build); serving the API only');

const editorSchemas = await loadEditorSchemas();
// A publish in another process shows here within a second (the newest version is polled).
startPublishWatcher(database.db);
// With no staff account yet, a one-time link to create the first is printed.
await announceStaffSetup(database.db, console.log);

const app = createApp({
  db: database.db,
  adminToken,
  editorSchemas: () => editorSchemas,
  fallback,
  readCacheMs,
  ...(quiet ? { logger: { info: () => {}, error: (m: string, e?: unknown) => console.error(m, e) } } : {}),
});
// Anonymous catalogue pages and the API's public answers go through the same short shared cache
// (what a CDN would keep); every other request goes straight to the app.
const cached = withSharedCache(app.fetch, {
  ttlMs: readCacheMs,
  generation: () => readGeneration(database.db),
  key: storefrontKey,
});
// Every request reaches the app with its public origin (PUBLIC_URL, TRUSTED_HOSTS, TRUST_PROXY).
const originOptions = originOptionsFromEnv();
if (!originOptions.publicUrl && !originOptions.trustedHosts) {
  console.log('[server] PUBLIC_URL and TRUSTED_HOSTS not set: answering localhost, 127.0.0.1 and [::1] only');
}
// VITRINE_BENCH_PROBE=1 adds `/__bench` (CPU time, statements sent) for `npm run bench`.
const fetch = withBenchProbe(withPublicOrigin(cached, originOptions));
const server = serve({ fetch, port, hostname, serverOptions: edgeServerOptions }, (info) => {
  console.log(
    `Vitrine listening on http://${hostname ?? 'localhost'}:${info.port} (database: ${database.kind})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: closing`);
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
