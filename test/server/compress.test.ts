import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress, selectEncoding } from '../../server/http/compress';

const html = `<!DOCTYPE html><html><body>${'<p class="card">Everyday organic tee — 28 €</p>'.repeat(2000)}</body></html>`;

// Varied enough that zlib's levels give different sizes.
const script = Array.from({ length: 3000 }, (_, i) => `var v${i}=${(i * 7919) % 1009};`).join('');

function app(headers: Record<string, string> = {}) {
  const hono = new Hono();
  hono.use(compress());
  hono.get('/page', (c) => c.html(html, 200, headers));
  hono.get('/script.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript', ...headers }));
  hono.get('/small', (c) => c.body('ok', 200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }));
  return hono;
}

describe('selectEncoding', () => {
  it('prefers gzip, honours q-values and the wildcard, and refuses q=0', () => {
    expect(selectEncoding('gzip, deflate, br')).toBe('gzip');
    expect(selectEncoding('deflate')).toBe('deflate');
    expect(selectEncoding('gzip;q=0.5, deflate;q=0.8')).toBe('deflate');
    expect(selectEncoding('*')).toBe('gzip');
    expect(selectEncoding('gzip;q=0, br')).toBeUndefined();
    expect(selectEncoding('identity')).toBeUndefined();
    expect(selectEncoding(undefined)).toBeUndefined();
  });
});

describe('compress', () => {
  it('gzips a page for a client that accepts it, at a level faster than zlib’s default', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe(html);
    // Level 4, not 6: the same page compressed at 4 is this size exactly.
    expect(body.length).toBe(gzipSync(html, { level: 4 }).length);
  });

  it('compresses hashed, immutable files at the smallest level', async () => {
    const res = await app({ 'Cache-Control': 'public, max-age=31536000, immutable' }).request('/script.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    const body = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe(script);
    expect(gzipSync(script, { level: 9 }).length).toBeLessThan(gzipSync(script, { level: 4 }).length);
    expect(body.length).toBe(gzipSync(script, { level: 9 }).length);
  });

  it('deflates for a client that only accepts deflate', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'deflate' } });
    expect(res.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it('leaves alone answers the client cannot decode, small ones, and no-transform ones', async () => {
    const plain = await app().request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    const small = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const kept = await app({ 'Cache-Control': 'public, no-transform' }).request('/page', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(kept.headers.get('content-encoding')).toBeNull();
  });
});
