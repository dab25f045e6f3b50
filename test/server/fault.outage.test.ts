/**
 * A database that goes away while the server runs: requests answer 503 with Retry-After and a
 * message (a client or proxy tries again), never 500, and the error log gets one line, no stack.
 */
import { describe, expect, it } from 'vitest';
import { cartAction } from '../../pages/cart/cartAction.server';
import { pageContext } from '../../pages/loaders/page.server';
import { type AppLogger, createApp } from '../../server/app';
import { createDatabase } from '../../server/db/client';
import { createTestContext } from './helpers';

function recordingLogger() {
  const lines: string[] = [];
  const logger: AppLogger = {
    info: () => {},
    error: (message, error) =>
      lines.push(`${message} ${error instanceof Error ? error.stack : String(error)}`),
  };
  return { logger, lines };
}

const requests: [string, RequestInit?][] = [
  ['/api/store/products?page_size=2'],
  ['/api/store/cart'],
  [
    '/api/store/cart',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product_id":1}' },
  ],
  [
    '/api/statistics/events',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"search"}' },
  ],
];

async function expectUnavailable(app: ReturnType<typeof createApp>, lines: string[]) {
  for (const [path, init] of requests) {
    const res = await app.request(path, init);
    expect(res.status, path).toBe(503);
    expect(res.headers.get('retry-after'), path).toBe('5');
    expect((await res.json()).message, path).toMatch(/briefly unavailable/);
  }
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).not.toMatch(/\n\s+at /);
}

describe('database outage while serving', () => {
  it('answers 503 with Retry-After when PostgreSQL cannot be reached', async () => {
    const database = await createDatabase({ url: 'postgres://vitrine@127.0.0.1:9/vitrine', poolSize: 2 });
    const { logger, lines } = recordingLogger();
    try {
      await expectUnavailable(createApp({ db: database.db, logger }), lines);
    } finally {
      await database.close();
    }
  });

  it('answers 503 with Retry-After once the database is closed under the app', async () => {
    const ctx = await createTestContext();
    const { logger, lines } = recordingLogger();
    const app = createApp({ db: ctx.db, logger });
    expect((await app.request('/api/store/products?page_size=2')).status).toBe(200);
    await ctx.database.close();
    try {
      await expectUnavailable(app, lines);
    } finally {
      await ctx.close();
    }
  });

  it('makes storefront pages and form posts a 503 with Retry-After, not a 500', async () => {
    const database = await createDatabase({ url: 'postgres://vitrine@127.0.0.1:9/vitrine', poolSize: 2 });
    const app = createApp({ db: database.db, logger: recordingLogger().logger });
    const context = { vitrine: { transport: (request: Request) => app.request(request) } };
    /** What a loader or action threw or returned, as a status and headers. */
    const outcome = async (run: () => Promise<unknown>) => {
      const thrown = await run().then(
        () => null,
        (error: unknown) => error,
      );
      const init = (thrown as { init?: { status?: number; headers?: HeadersInit } } | null)?.init;
      return { status: init?.status, retryAfter: new Headers(init?.headers).get('retry-after') };
    };
    try {
      const page = await outcome(() => pageContext({ request: new Request('http://shop.test/'), context }));
      expect(page).toEqual({ status: 503, retryAfter: '5' });
      const body = new FormData();
      body.set('intent', 'note');
      body.set('note', 'hello');
      const post = await outcome(() =>
        cartAction({
          request: new Request('http://shop.test/cart', { method: 'POST', body }),
          context,
          params: {},
        }),
      );
      expect(post).toEqual({ status: 503, retryAfter: '5' });
    } finally {
      await database.close();
    }
  });
});
