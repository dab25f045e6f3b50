// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATOR_VERSION } from '../../../server/media/render';
import { createMediaRoutes } from '../../../server/media/routes';

let cacheDir: string;
let media: ReturnType<typeof createMediaRoutes>;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'vitrine-media-'));
  media = createMediaRoutes({ cacheDir });
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const imageOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

describe('GET /media/<kind>/<name>[-<width>].<ext>', () => {
  it('renders a webp at the requested ladder width with the kind aspect ratio', async () => {
    const res = await media.request('/product/tee_navy_1-400.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await imageOf(res);
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 500 });
  });

  it('serves the -100 thumbnail of a png name', async () => {
    const res = await media.request('/product/mug_coral_2-100.png');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await imageOf(res)).toMatchObject({ format: 'png', width: 100, height: 125 });
  });

  it('renders jpg and gif too', async () => {
    const jpg = await media.request('/tag/burst_crimson-100.jpg');
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(await imageOf(jpg)).toMatchObject({ format: 'jpeg', width: 100 });
    const gif = await media.request('/swatch/dots_teal-100.gif');
    expect(await imageOf(gif)).toMatchObject({ format: 'gif', width: 100 });
  });

  it('uses the natural width of the kind when the name has no width', async () => {
    const res = await media.request('/swatch/linen_burlywood.png');
    expect(await imageOf(res)).toMatchObject({ width: 200, height: 200 });
  });

  it('snaps a width between ladder rungs up to the next rung', async () => {
    const res = await media.request('/collection/vase_tan-150.webp');
    expect(res.status).toBe(200);
    expect(await imageOf(res)).toMatchObject({ width: 200, height: 200 });
  });

  it('answers 400 with a JSON message for a width above 2000', async () => {
    const res = await media.request('/product/tee_navy_1-5000.png');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid image width');
  });

  it('marks images immutable with an ETag and answers 304 when it matches', async () => {
    const first = await media.request('/tag/circle_seagreen-100.png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await media.request('/tag/circle_seagreen-100.png', {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('caches rendered files on disk and serves the same bytes from the cache', async () => {
    const first = await media.request('/tag/flag_navy-200.webp');
    const body = Buffer.from(await first.arrayBuffer());
    const files = await readdir(join(cacheDir, `v${GENERATOR_VERSION}`, 'tag'));
    expect(files).toContain('flag_navy-200.webp');
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const fresh = createMediaRoutes({ cacheDir });
    const cached = await fresh.request('/tag/flag_navy-200.webp');
    expect(Buffer.from(await cached.arrayBuffer()).equals(body)).toBe(true);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('renders once for concurrent requests of the same image', async () => {
    const [a, b] = await Promise.all([
      media.request('/swatch/check_firebrick-100.png'),
      media.request('/swatch/check_firebrick-100.png'),
    ]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });

  it('answers 404 JSON for a well-formed name that draws nothing', async () => {
    const res = await media.request('/product/unicorn_navy_1-400.png');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Image not found' });
  });

  it.each([
    '/product/..%2F..%2Fetc%2Fpasswd.png',
    '/product/..%2Fv1%2Ftag%2Fflag_navy-200.webp',
    '/..%2F..%2Fetc/passwd.png',
    '/product/TEE_navy_1.png',
    '/product/tee_navy_1.svg',
    '/secrets/tee_navy_1.png',
  ])('rejects %s with a 400 JSON error', async (path) => {
    const res = await media.request(path);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Invalid media path|Unsupported image format/);
  });

  it('answers HEAD with the headers and no body, and other methods with 405', async () => {
    const head = await media.request('/tag/burst_crimson-100.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const post = await media.request('/tag/burst_crimson-100.png', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 JSON for paths outside the route shape', async () => {
    const res = await media.request('/product/a/b/c.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
