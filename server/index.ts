/**
 * Node entry (`npm start`): open the database, migrate, seed the demo catalogue when the store
 * is empty, serve, and shut down cleanly on SIGINT/SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { StoreTransport } from '../api/client';
import { createApp } from './app';
import { startCacheListener } from './db/cacheNotify';
import type { Database } from './db/client';
import {
  analyzeTableByTable,
  hasPlannerStatistics,
  openDatabase,
  prepareDatabase,
  startupErrorMessage,
  topUpDemoCommerce,
} from './db/startup';
import { startSessionPruner } from './domain/accounts/sessions';
import { announceStaffSetup } from './domain/editor/setupLink';
import { startOrderSweeper } from './domain/orders/orders';
import { edgeServerOptions } from './http/edge';
import { originOptionsFromEnv, withPublicOrigin } from './http/origin';
import { readGeneration } from './http/readCache';
import { withBenchProbe } from './render/benchProbe';
import { createDirectReads } from './render/directReads';
import { createStorefrontFallback, loadEditorSchemas, ssrBuildPath } from './render/handler';
import { storefrontKey, storefrontRequest, withSharedCache, withSubrequestCache } from './render/sharedCache';
import { startupMark } from './startupTiming';

startupMark('modules loaded');

const port = Number(process.env.PORT ?? 3000);
// HOST=127.0.0.1 keeps benchmarks and tests on loopback; unset, every interface listens.
const hostname = process.env.HOST || undefined;

let database: Database;
let seeded = false;
try {
  database = await openDatabase();
  startupMark('database open');
  // Under a lock on PostgreSQL: instances starting together take turns (server/db/startup.ts).
  // An already seeded store is topped up once the server listens (afterListening below).
  seeded = await prepareDatabase(database, { deferTopUps: true });
  if (seeded) console.log('[db] demo catalogue seeded');
} catch (error) {
  const known = startupErrorMessage(error);
  if (known === null) throw error;
  console.error(`[server] cannot start: ${known}`);
  process.exit(1);
}
// PGlite runs no autovacuum, so without this its planner never learns table sizes and picks
// poor plans (a slug lookup walked the title index); PostgreSQL's autovacuum does it there.
// A store with no statistics yet is analysed before it serves; one that has them refreshes them
// after listening (afterListening below).
const analyzeNow = database.kind === 'pglite' && !(await hasPlannerStatistics(database));
if (analyzeNow) await database.db.execute(sql`analyze`);
startupMark('statistics checked');
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
// The storefront build loads while the server already answers: the store API serves at once,
// pages and the editor's routes wait for it (waitForStorefront below).
const hasStorefrontBuild = existsSync(ssrBuildPath());
// Pages rendered here read the catalogue from the domain directly (no HTTP round trip).
const reads = process.env.STORE_API_URL ? undefined : createDirectReads(database.db, { ttlMs: readCacheMs });
if (!hasStorefrontBuild) console.log('[server] no storefront build (npm run build); serving the API only');
let storefront: Awaited<ReturnType<typeof createStorefrontFallback>>;
let editorSchemas: Awaited<ReturnType<typeof loadEditorSchemas>>;
let storefrontLoaded: Promise<void> | undefined;
const loadStorefront = () =>
  (storefrontLoaded ??= (async () => {
    storefront = await createStorefrontFallback(transport, reads, { sharedCache: readCacheMs > 0 });
    editorSchemas = await loadEditorSchemas();
    startupMark('storefront build imported');
  })());
const fallback = hasStorefrontBuild
  ? (c: Parameters<NonNullable<typeof storefront>>[0]) => loadStorefront().then(() => storefront!(c))
  : undefined;
// A merchant's change made in any process empties this one's caches when it commits (LISTEN).
const cacheListener = startCacheListener(database, database.db, {
  onState: (listening) =>
    console.log(`[db] cache notifications ${listening ? 'on' : 'lost: short TTLs until listening again'}`),
});
// With no staff account yet, a one-time link to create the first is printed.
await announceStaffSetup(database.db, console.log);
startupMark('staff setup checked');

const app = createApp({
  db: database.db,
  adminToken,
  editorSchemas: () => editorSchemas,
  fallback,
  readCacheMs,
  ...(quiet ? { logger: { info: () => {}, error: (m: string, e?: unknown) => console.error(m, e) } } : {}),
});
// Catalogue pages (every shopper's, rendered as a guest's) and the API's public answers go through
// the same short shared cache (what a CDN would keep); every other request goes straight to the app.
const cached = withSharedCache(app.fetch, {
  ttlMs: readCacheMs,
  generation: () => readGeneration(database.db),
  key: storefrontKey,
  shared: storefrontRequest,
});
// Every request reaches the app with its public origin (PUBLIC_URL, TRUSTED_HOSTS, TRUST_PROXY).
const originOptions = originOptionsFromEnv();
if (!originOptions.publicUrl && !originOptions.trustedHosts) {
  console.log('[server] PUBLIC_URL and TRUSTED_HOSTS not set: answering localhost, 127.0.0.1 and [::1] only');
}
// Start-up chores wait for the first answer (afterListening below).
let firstAnswered: () => void = () => {};
const firstAnswer = new Promise<void>((resolve) => {
  firstAnswered = resolve;
});
// VITRINE_BENCH_PROBE=1 adds `/__bench` (CPU time, statements sent) for `npm run bench`.
const fetch = withBenchProbe(withPublicOrigin(waitForStorefront(cached), originOptions));
const server = serve({ fetch, port, hostname, serverOptions: edgeServerOptions }, (info) => {
  startupMark('listening');
  console.log(
    `Vitrine listening on http://${hostname ?? 'localhost'}:${info.port} (database: ${database.kind})`,
  );
  afterListening();
});

// ─── start-up work that waits until the server answers ──────────────────────────────────────
/** Requests other than the store API (pages, assets, the editor) wait for the storefront build. */
function waitForStorefront(next: (request: Request) => Response | Promise<Response>) {
  let answered = false;
  return async (request: Request) => {
    if (hasStorefrontBuild && !storefront) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/api/') || pathname.startsWith('/api/editor')) await loadStorefront();
    }
    const response = await next(request);
    if (!answered) {
      answered = true;
      startupMark('first answer');
      firstAnswered();
    }
    return response;
  };
}

function afterListening() {
  const failed = (what: string) => (error: unknown) => {
    if (!stopping) console.error(`[server] ${what} failed:`, error);
  };
  // The first request is answered first (or two seconds pass with none); then the storefront
  // build loads (a page asked for sooner loads it at once), and a second later the demo commerce
  // top-up of an already seeded store and the embedded database's statistics refresh run.
  const idle = new Promise((resolve) => setTimeout(resolve, 2000).unref());
  void Promise.race([firstAnswer, idle]).then(() => {
    // A build that cannot load stops the server, as it did when it loaded before listening.
    if (hasStorefrontBuild)
      loadStorefront().catch((error) => {
        console.error('[server] cannot load the storefront build:', error);
        process.exit(1);
      });
    setTimeout(async () => {
      if (!seeded && !stopping) await topUpDemoCommerce(database).catch(failed('demo commerce top-up'));
      if (database.kind === 'pglite' && !analyzeNow && !stopping)
        await analyzeTableByTable(database, () => !stopping).catch(failed('statistics refresh'));
    }, 1000).unref();
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: closing`);
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  server.close(async () => {
    await cacheListener.stop();
    await database.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
