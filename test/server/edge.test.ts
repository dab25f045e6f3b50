/**
 * The HTTP edge (server/http/edge.ts, origin.ts, securityHeaders.ts): body limits, timeouts and
 * content types, the connection after an early answer, security headers, the public origin behind
 * a proxy or a forged Host, and what the access log may show. Real sockets on 127.0.0.1 where the
 * connection is the point.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createApp } from '../../server/app';
import { edgeServerOptions } from '../../server/http/edge';
import { withPublicOrigin } from '../../server/http/origin';
import { recordScriptHashes } from '../../server/render/handler';
import { pageCacheKey, withSharedCache } from '../../server/render/sharedCache';
import { inStock, pickVariant, plain, singleVariant } from './cartHelpers';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

function appWith(options: Partial<AppContext> = {}) {
  const lines: string[] = [];
  const app = createApp({
    db: ctx.db,
    logger: { info: (m) => lines.push(m), error: (m) => lines.push(m) },
    ...options,
  });
  return { app, lines };
}

/** The app on a real socket on 127.0.0.1, with the production server's limits. */
async function listen(app: ReturnType<typeof createApp>) {
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: edgeServerOptions,
  });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  return { port, close };
}

/** Opens a raw connection; `answer()` resolves with everything read until the server closes it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<{ error: string | null }>((done) => {
    socket.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    socket.on('end', () => done({ error: null }));
  });
  return { socket, received: () => received, closed };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((go) => setTimeout(go, 20));
};

describe('request bodies', () => {
  it('answers a too-large body before reading it with Connection: close, and closes the socket cleanly', async () => {
    const { app } = appWith();
    const server = await listen(app);
    try {
      const client = await connect(server.port);
      client.socket.write(
        'POST /api/store/cart/add HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
          'Content-Type: application/json\r\nContent-Length: 5000000\r\n\r\n',
      );
      client.socket.write('x'.repeat(64 * 1024));
      await until(() => client.received().includes('\r\n\r\n'), 5000);
      const head = client.received().split('\r\n\r\n')[0]!;
      expect(head).toMatch(/^HTTP\/1\.1 413/);
      expect(head).toMatch(/\r\nconnection: close/i);
      // The server ends the connection itself (no reset, no waiting for the client).
      expect(await client.closed).toEqual({ error: null });
      // A keep-alive client opens a new connection and its next request works.
      const next = await fetch(`http://127.0.0.1:${server.port}/api/store/policies`);
      expect(next.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps the connection for the next request once the body was read, even on an error answer', async () => {
    const { app } = appWith();
    const server = await listen(app);
    try {
      const client = await connect(server.port);
      const body = '{"nope": true}';
      const request = `POST /api/store/unknown HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      client.socket.write(request + request);
      await until(() => (client.received().match(/HTTP\/1\.1 404/g) ?? []).length === 2, 5000);
      expect(client.received().match(/HTTP\/1\.1 404/g)).toHaveLength(2);
      expect(client.received()).not.toMatch(/connection: close/i);
      client.socket.end();
    } finally {
      await server.close();
    }
  });

  it('answers a body that trickles in with a 408 and closes the connection', async () => {
    const { app } = appWith({ bodyTimeoutMs: 300 });
    const server = await listen(app);
    try {
      const client = await connect(server.port);
      client.socket.write(
        'POST /api/store/cart/add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"product_id":',
      );
      const started = Date.now();
      expect(await client.closed).toEqual({ error: null });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });

  it('limits storefront form posts like the API: 413 before the action parses anything', async () => {
    let reached = false;
    const { app } = appWith({
      fallback: (c) => {
        reached = true;
        return c.text('ok');
      },
    });
    const big = new URLSearchParams({ intent: 'note', note: 'x'.repeat(2_000_000) }).toString();
    const declared = await app.request('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    // Without a length (chunked), the limit holds while reading.
    const streamed = await app.request('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Blob([big]).stream(),
      // @ts-expect-error Node's fetch needs it for a streamed body.
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
    expect(reached).toBe(false);
    const small = await app.request('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=note&note=hello',
    });
    expect(await small.text()).toBe('ok');
  });

  it('refuses a body of any type but JSON on the API with a 415 instead of parsing it', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const res = await ctx.request('/api/store/cart/add', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: new TextEncoder().encode('{"product_id": 1, "quantity": 1}'),
      });
      expect(res.status, String(type)).toBe(415);
      expect((await res.json()).message).toBe('Content-Type must be application/json');
    }
    expect((await ctx.request('/api/store/cart/add', postJson({}))).status).toBe(422);
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and no-framing on every answer; pages get a script policy', async () => {
    const { app } = appWith({ fallback: (c) => c.html('<p>page</p>') });
    for (const path of ['/api/store/policies', '/api/store/nope', '/somewhere']) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
    const page = await app.request('/somewhere');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const api = await app.request('/api/store/policies');
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('lets only the theme editor frame its preview pages, from the same origin', async () => {
    const { app } = appWith({ fallback: (c) => c.html('<p>page</p>') });
    const preview = await app.request('/somewhere?editor_preview=1');
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(preview.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });

  it('never hands a cached page’s nonce to the next reader: the kept copy names script hashes', async () => {
    let renders = 0;
    const page = (nonce: string) =>
      recordScriptHashes(
        new Response(`<html><head><script nonce="${nonce}">go(${renders})</script></head></html>`, {
          headers: {
            'content-type': 'text/html',
            'cache-control': 'public, s-maxage=60',
            'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
          },
        }),
        nonce,
      );
    const cached = withSharedCache(async () => page(`n${++renders}`), { ttlMs: 60_000, key: pageCacheKey });
    const first = await cached(new Request('http://127.0.0.1/products/tee'));
    expect(first.headers.get('content-security-policy')).toContain("'nonce-n1'");
    await first.text();
    await new Promise((go) => setTimeout(go, 20));
    const second = await cached(new Request('http://127.0.0.1/products/tee'));
    expect(renders).toBe(1);
    const policy = second.headers.get('content-security-policy')!;
    expect(policy).not.toContain('nonce');
    const { createHash } = await import('node:crypto');
    expect(policy).toContain(`'sha256-${createHash('sha256').update('go(1)').digest('base64')}'`);
  });
});

describe('public origin', () => {
  /** A page that shows the URL it was rendered for, cached like a catalogue page. */
  const echo = (options: Parameters<typeof withPublicOrigin>[1]) => {
    const { app } = appWith({
      fallback: (c) => c.text(c.req.url, 200, { 'Cache-Control': 'public, s-maxage=60' }),
    });
    const cached = withSharedCache(app.fetch, { ttlMs: 60_000, key: pageCacheKey });
    return withPublicOrigin(cached, options);
  };

  it('refuses a Host it does not know, so a forged one never reaches a cached page', async () => {
    const handle = echo({});
    const forged = await handle(new Request('http://evil.example/products/tee'));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/PUBLIC_URL|TRUSTED_HOSTS/);
    expect(await (await handle(new Request('http://127.0.0.1:3000/products/tee'))).text()).toBe(
      'http://127.0.0.1:3000/products/tee',
    );
    const listed = echo({ trustedHosts: ['shop.example'] });
    expect((await listed(new Request('http://evil.example/x'))).status).toBe(400);
    expect(await (await listed(new Request('http://shop.example:8080/x'))).text()).toBe(
      'http://shop.example:8080/x',
    );
  });

  it('uses PUBLIC_URL whatever the Host says', async () => {
    const handle = echo({ publicUrl: 'https://shop.example/' });
    const pages = await Promise.all(
      ['http://evil.example/products/tee', 'http://127.0.0.1/products/tee'].map(async (url) =>
        (await handle(new Request(url))).text(),
      ),
    );
    expect(pages).toEqual(['https://shop.example/products/tee', 'https://shop.example/products/tee']);
  });

  it('behind a trusted TLS proxy: the forwarded scheme and host, Secure cookies and HSTS', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    const proxied = withPublicOrigin(appWith({ fallback: (c) => c.text(c.req.url) }).app.fetch, {
      trustProxy: true,
      trustedHosts: ['shop.example'],
    });
    // React Router compares a form post's Origin with this URL.
    const page = await proxied(new Request('http://127.0.0.1:3000/cart', { headers: forwarded }));
    expect(await page.text()).toBe('https://shop.example/cart');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const pick = await pickVariant(ctx.db, plain, singleVariant, inStock(5));
    const add = await proxied(
      new Request('http://127.0.0.1:3000/api/store/cart/add', {
        ...postJson({ product_id: pick.productId, variant_id: pick.variantId, quantity: 1 }),
        headers: { ...forwarded, 'content-type': 'application/json' },
      }),
    );
    expect(add.status).toBe(200);
    expect(add.headers.get('set-cookie')).toMatch(/cart_hash=.*; Secure/i);
    // Without TRUST_PROXY the forwarded headers are anyone's: ignored.
    const direct = withPublicOrigin(appWith({ fallback: (c) => c.text(c.req.url) }).app.fetch, {});
    const ignored = await direct(new Request('http://127.0.0.1:3000/cart', { headers: forwarded }));
    expect(await ignored.text()).toBe('http://127.0.0.1:3000/cart');
    expect(ignored.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('access log', () => {
  it('escapes control characters and leaves cart hashes out', async () => {
    const { app, lines } = appWith();
    const hash = 'ab'.repeat(16);
    await app.request('/api/store/x%0D%0Afake%20200%20line');
    await app.request(`/checkouts/${hash}`);
    const log = lines.join('\n');
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    expect(log).toContain('/api/store/x\\x0d\\x0afake 200 line');
    expect(log).not.toContain(hash);
    expect(log).toContain('/checkouts/…');
  });
});
