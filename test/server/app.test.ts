import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
let staticRoot: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staticRoot = mkdtempSync(path.join(tmpdir(), 'vitrine-static-'));
  mkdirSync(path.join(staticRoot, 'assets'));
  writeFileSync(path.join(staticRoot, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticRoot, 'robots.txt'), 'User-agent: *');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

function appWith(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const app = createApp({
    db: ctx.db,
    logger: { info: (m) => lines.push(m), error: (m) => errors.push(m) },
    ...options,
  });
  return { app, lines, errors };
}

describe('the app', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.request('/api/store/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No API route for GET \/api\/store\/nope/);
  });

  it('answers unknown non-API paths with a JSON 404 when there is no fallback', async () => {
    const res = await ctx.request('/somewhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('hands every non-API path to the fallback handler (the React Router slot)', async () => {
    const { app } = appWith({ fallback: (c) => c.html(`<p>page ${c.req.path} in ${c.get('lang')}</p>`) });
    const page = await app.request('/collections/all', { headers: { 'x-lang': 'fr-FR' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<p>page /collections/all in fr-FR</p>');
    const api = await app.request('/api/store/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('logs each request with its id, which is also sent as X-Request-Id', async () => {
    const { app, lines } = appWith();
    const res = await app.request('/api/store/policies');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/.+/);
    expect(lines.some((l) => l.startsWith(`${id} GET /api/store/policies 200`))).toBe(true);
  });

  it('turns an unexpected failure into a JSON 500 without details, and logs it', async () => {
    const { app, errors } = appWith({
      fallback: () => {
        throw new Error('secret stack detail');
      },
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
    expect(errors.some((e) => e.includes('GET /boom failed'))).toBe(true);
  });

  it('refuses request bodies above 1 MB with a JSON 413', async () => {
    const res = await ctx.request('/api/store/products/search', postJson({ q: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Request body is too large');
  });

  it('refuses non-JSON bodies on JSON endpoints with a 415, and broken JSON with a 400', async () => {
    const form = await ctx.request('/api/store/products/search', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'q=shoes',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBe('Content-Type must be application/json');
    const broken = await ctx.request('/api/store/products/search', postJson('{"q": '));
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/Malformed JSON/);
  });

  it('compresses JSON answers when the client accepts gzip', async () => {
    const res = await ctx.request('/api/store/products?page_size=50', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves built assets, with immutable caching for hashed ones', async () => {
    const { app } = appWith({ staticRoot });
    const asset = await app.request('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await app.request('/robots.txt');
    expect(await robots.text()).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBeNull();
  });

  it('serves generated demo images under /media', async () => {
    const list = await (await ctx.request('/api/store/products?page_size=1')).json();
    const res = await ctx.request(list.data[0].feature_image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
