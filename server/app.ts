/**
 * The Hono app: store API, statistics, media, static assets, and a fallback
 * slot for React Router's request handler. It holds no per-shopper state in memory.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Db } from './db/client';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, reasonOf } from './db/unavailable';
import type { EditorSchemas } from './domain/editor/drafts';
import { cleanInput } from './http/clean';
import { compress } from './http/compress';
import { edge, loggablePath } from './http/edge';
import type { AppEnv } from './http/env';
import { errorAnswer } from './http/errors';
import { resolveLocale } from './http/lang';
import { originOptionsFromEnv } from './http/origin';
import { ORDER_LOOKUP_LIMIT, rateLimit } from './http/rateLimit';
import { enableReadCache } from './http/readCache';
import { type Mailer, mailerFromEnv } from './mail/mailer';
import { type FileStore, localFileStore } from './media/fileStore';
import { createMediaRoutes } from './media/routes';
import { createUploadRoutes } from './media/uploads';
import { createAdminRoutes } from './routes/admin';
import { createConsentRoutes } from './routes/consent';
import { createDevMailboxRoutes, devMailboxEnabled } from './routes/devMailbox';
import { createEditorRoutes } from './routes/editor';
import { createContactRoutes } from './routes/pages';
import { createStatisticsRoutes } from './routes/statistics';
import { createStoreRoutes } from './routes/store';

export interface AppLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface AppContext {
  /** The database every route reads and writes. */
  db: Db;
  /**
   * Handles every request that is not an API, media or static-asset route — React Router's
   * request handler once the storefront lands. Without it such requests get a JSON 404.
   * @default undefined
   */
  fallback?: (c: Context<AppEnv>) => Response | Promise<Response>;
  /**
   * Folder of the built client assets.
   * @default 'build/client'
   */
  staticRoot?: string;
  /**
   * Largest request body accepted (API and form actions), in bytes; larger bodies get a 413.
   * @default 1_048_576
   */
  maxBodyBytes?: number;
  /**
   * Longest time a request body may take to arrive, in ms; a slower one gets a 408.
   * @default 20_000
   */
  bodyTimeoutMs?: number;
  /**
   * Folder for rendered demo images (a cache, safe to delete).
   * @default 'node_modules/.cache/vitrine-media'
   */
  mediaCacheDir?: string;
  /**
   * Where request lines and errors go. Tests pass a silent logger.
   * @default console
   */
  logger?: AppLogger;
  /**
   * The store's own country and currency, the `/ip` answer when the shopper's language does
   * not name a country (no external IP lookup).
   * @default { country: 'US', currency: 'USD' }
   */
  storeLocation?: { country: string; currency: string };
  /**
   * Bearer token for `/api/admin/*`; empty or missing locks the admin routes.
   * @default process.env.VITRINE_ADMIN_TOKEN
   */
  adminToken?: string;
  /**
   * TTL of the store-wide read cache (theme, settings, discount rules, shipping; see
   * server/http/readCache.ts), in milliseconds; 0 reads the database every time (tests).
   * @default 0
   */
  readCacheMs?: number;
  /**
   * Where shoppers' uploads (review photos) are kept.
   * @default a folder `uploads` in VITRINE_DATA_DIR (./.data)
   */
  files?: FileStore;
  /**
   * Where account mail goes: SMTP with `SMTP_URL`, else the data folder's outbox.
   * @default mailerFromEnv()
   */
  mailer?: Mailer;
  /**
   * The clock of account rules (sessions, 20-minute mailed links); tests pass a fake one.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * The page layer's section schemas and strict layout check, which the theme editor checks
   * drafts with (server/index.ts reads them from the storefront build; tests pass them).
   * @default none: the editor's draft routes answer 503
   */
  editorSchemas?: () => EditorSchemas | undefined;
  /**
   * Folder of the built theme editor (`/admin`, a bundle of its own that shoppers never load).
   * @default 'build/editor'
   */
  editorRoot?: string;
}

const defaultMediaCacheDir = path.resolve('node_modules/.cache/vitrine-media');

export const silentLogger: AppLogger = { info: () => {}, error: () => {} };

const consoleLogger: AppLogger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};

export function createApp(context: AppContext): Hono<AppEnv> {
  const logger = context.logger ?? consoleLogger;
  const staticRoot = context.staticRoot ?? 'build/client';
  const mailer = context.mailer ?? mailerFromEnv();
  const shared = {
    db: context.db,
    files: context.files ?? localFileStore(path.resolve(process.env.VITRINE_DATA_DIR ?? '.data', 'uploads')),
    storeLocation: context.storeLocation ?? { country: 'US', currency: 'USD' },
    mailer,
    now: context.now,
  };
  enableReadCache(context.db, context.readCacheMs ?? 0);
  const app = new Hono<AppEnv>();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('lang', resolveLocale(c.req.header('x-lang')));
    c.set('ctx', shared);
    const started = performance.now();
    await next();
    // Tells caches and the client which locale the answer was made for.
    c.header('Content-Language', c.get('lang'));
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.get('requestId')} ${c.req.method} ${loggablePath(c.req.path)} ${c.res.status} ${ms}ms`);
  });
  app.use(compress());
  app.use(edge(context));
  // After the edge has read the body within its limits: NUL, unpaired surrogates and deep JSON
  // are refused before any route.
  app.use(cleanInput());
  // Order lookups (API and thank-you pages) share one per-address budget of failures.
  const orderLookups = rateLimit({ ...ORDER_LOOKUP_LIMIT, trustProxy: originOptionsFromEnv().trustProxy });
  for (const route of ['/api/store/orders/*', '/api/store/order-tracking/*', '/orders/*'])
    app.use(route, orderLookups);

  app.route('/api/store', createStoreRoutes());
  app.route('/api/statistics', createStatisticsRoutes());
  app.route('/api/contacts', createContactRoutes());
  app.route('/consent', createConsentRoutes());
  app.route(
    '/api/admin',
    createAdminRoutes({ token: context.adminToken ?? process.env.VITRINE_ADMIN_TOKEN }),
  );
  app.route('/api/editor', createEditorRoutes({ schemas: context.editorSchemas ?? (() => undefined) }));
  app.route('/media/uploads', createUploadRoutes(shared.files));
  // The outbox, readable at /dev/mailbox outside production (or with VITRINE_DEV_MAILBOX=1).
  if (mailer.outboxDir && devMailboxEnabled())
    app.route('/dev/mailbox', createDevMailboxRoutes(mailer.outboxDir));
  app.route('/media', createMediaRoutes({ cacheDir: context.mediaCacheDir ?? defaultMediaCacheDir }));

  app.all('/api/*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  // The theme editor: its own files under /admin/assets, and its one page for every /admin path.
  const editorRoot = context.editorRoot ?? 'build/editor';
  if (existsSync(editorRoot)) {
    const relative = path.relative(process.cwd(), path.resolve(editorRoot));
    app.use('/admin/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use(
      '/admin/assets/*',
      serveStatic({ root: relative, rewriteRequestPath: (p) => p.slice('/admin'.length) }),
    );
    app.get('/admin', serveStatic({ root: relative, path: 'index.html' }));
    app.get('/admin/*', serveStatic({ root: relative, path: 'index.html' }));
  }

  if (existsSync(staticRoot)) {
    // Hashed build assets never change under the same name.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: path.relative(process.cwd(), path.resolve(staticRoot)) }));
  }

  app.notFound((c) => {
    if (context.fallback) return context.fallback(c);
    return c.json({ message: 'Not found' }, 404);
  });

  app.onError((error, c) => {
    // The one place errors become answers: the http layer's, the domain's coded refusals, in
    // the shopper's language (X-LANG) where the error names its pack messages.
    const known = errorAnswer(error, c.get('lang') ?? 'en-US');
    if (known) return c.json(known.body, known.status);
    if (isDatabaseUnavailable(error)) {
      logger.error(
        `${c.get('requestId')} ${c.req.method} ${loggablePath(c.req.path)} database unavailable`,
        reasonOf(error),
      );
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ message: 'The store is briefly unavailable. Please try again in a moment.' }, 503);
    }
    logger.error(`${c.get('requestId')} ${c.req.method} ${loggablePath(c.req.path)} failed`, error);
    return c.json({ message: 'Internal server error' }, 500);
  });

  return app;
}
