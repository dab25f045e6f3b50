/**
 * Writing a review: photos decoded and re-encoded (metadata gone), bad uploads refused with a
 * clear message and nothing stored, the merchant's approval before a review shows, closed
 * products taking none.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import { queryRows } from '../../server/db/rows';
import { products, reviews } from '../../server/db/schema';
import { localFileStore } from '../../server/media/fileStore';
import { createTestContext, type TestContext } from './helpers';

const TOKEN = 'reviews-test-token';
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let uploadsDir: string;
let productId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'vitrine-review-uploads-'));
  app = createApp({ db: ctx.db, logger: silentLogger, adminToken: TOKEN, files: localFileStore(uploadsDir) });
  const [row] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from products where status = 'active' and review_status = 'open' order by id limit 1`,
  );
  productId = row!.id;
});
afterAll(async () => ctx?.close());

const storedFiles = () => {
  try {
    return readdirSync(path.join(uploadsDir, 'reviews')).sort();
  } catch {
    return [];
  }
};
const reviewCount = async () =>
  (await ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.productId, productId))).length;

/** A camera-like JPEG: 60×40 pixels with EXIF (maker, GPS-like comment) and a 90° orientation tag. */
const cameraJpeg = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#c05030' } })
    .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 4, background: '#3050c0' } })
    .png()
    .toBuffer();

type Part = { name: string; bytes: Uint8Array; type?: string };
function reviewForm(fields: Record<string, string>, photos: Part[] = []): RequestInit {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const photo of photos)
    form.append(
      'photos',
      new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? 'image/jpeg' }),
    );
  return { method: 'POST', body: form };
}
const goodFields = (extra: Record<string, string> = {}) => ({
  product_id: String(productId),
  name: 'Ada',
  email: 'ada@example.com',
  rating: '4',
  title: 'Lovely',
  body: 'Fits well and the colour is true.',
  ...extra,
});
const post = async (init: RequestInit) => {
  const res = await app.request('/api/store/comments', init);
  return { status: res.status, body: await res.json() };
};
const admin = (pathname: string, init: RequestInit = {}) =>
  app.request(`/api/admin${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...init.headers },
  });

describe('POST /api/store/comments', () => {
  it('keeps a review with photos pending, stores the photos re-encoded without metadata, and shows it once approved', async () => {
    const before = await reviewCount();
    const camera = await cameraJpeg();
    const original = await sharp(camera).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif).toBeDefined();
    const { status, body } = await post(
      reviewForm(goodFields(), [
        { name: 'IMG_0001.JPG', bytes: camera },
        { name: 'drawing.png', bytes: await png(), type: 'image/png' },
      ]),
    );
    expect(status).toBe(201);
    expect(body.data.status).toBe('pending');
    expect(await reviewCount()).toBe(before + 1);
    // Two photos, each with its 100 px thumbnail.
    expect(storedFiles()).toHaveLength(4);

    // Not shown to shoppers while pending.
    const listed = await (
      await app.request(`/api/store/comments?product_id=${productId}&page_size=50`)
    ).json();
    expect(listed.data.some((c: { id: number }) => c.id === body.data.id)).toBe(false);

    const queue = await (await admin(`/reviews?status=pending&product_id=${productId}`)).json();
    const pending = queue.data.find((r: { id: number }) => r.id === body.data.id);
    expect(pending).toMatchObject({ author: 'Ada', email: 'ada@example.com', rating: 4, status: 'pending' });
    expect(pending.photos).toHaveLength(2);

    const [ratingBefore] = await ctx.db
      .select({ n: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId));
    const approved = await admin(`/reviews/${body.data.id}`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'published' }),
    });
    expect(approved.status).toBe(200);
    const [ratingAfter] = await ctx.db
      .select({ n: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId));
    expect(ratingAfter!.n).toBe(ratingBefore!.n + 1);

    const withPhotos = await (
      await app.request(`/api/store/comments?product_id=${productId}&has_photos=1&page_size=50`)
    ).json();
    const shown = withPhotos.data.find((c: { id: number }) => c.id === body.data.id);
    expect(shown.photos).toHaveLength(2);
    expect(withPhotos.data.every((c: { photos: unknown[] }) => c.photos.length > 0)).toBe(true);
    expect(withPhotos.distribution['4']).toBeGreaterThanOrEqual(1);

    // The stored JPEG is a JPEG, turned upright by its orientation tag, with no EXIF left.
    const photo = await app.request(shown.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await photo.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect((await app.request(shown.photos[0].thumbnail)).status).toBe(200);
    expect(shown.photos[1].url).toMatch(/\.png$/);
  });

  it.each([
    [
      'a file that is not an image, named .png',
      [{ name: 'cat.png', bytes: new TextEncoder().encode('<script>alert(1)</script>'), type: 'image/png' }],
      'Only JPG, JPEG, PNG and GIF images can be uploaded.',
    ],
    ['a WebP named .jpg', 'webp', 'Only JPG, JPEG, PNG and GIF images can be uploaded.'],
    [
      'a .pdf',
      [{ name: 'receipt.pdf', bytes: new Uint8Array([37, 80, 68, 70]), type: 'application/pdf' }],
      'Only JPG, JPEG, PNG and GIF images can be uploaded.',
    ],
    ['a picture over 8 MB', 'big', 'Each picture must be 8 MB or smaller.'],
    ['six pictures', 'six', 'You can upload up to 5 pictures.'],
  ] as const)('refuses %s with a clear message and stores nothing', async (_name, photos, message) => {
    const files = storedFiles();
    const before = await reviewCount();
    let parts: Part[];
    if (photos === 'webp') {
      parts = [
        {
          name: 'x.jpg',
          bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .webp()
            .toBuffer(),
        },
      ];
    } else if (photos === 'big') {
      parts = [{ name: 'huge.jpg', bytes: new Uint8Array(8 * 1024 * 1024 + 1) }];
    } else if (photos === 'six') {
      const one = await png();
      parts = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: one, type: 'image/png' }));
    } else parts = [...photos];
    // A good photo first: a later refusal must not leave it stored.
    const { status, body } = await post(
      reviewForm(goodFields(), [{ name: 'ok.jpg', bytes: await cameraJpeg() }, ...parts]),
    );
    expect(status).toBe(422);
    expect(body.message).toBe(message);
    expect(Object.values(body.errors).flat()).toContain(message);
    expect(await reviewCount()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('names every missing field in the shopper’s terms', async () => {
    const { status, body } = await post(reviewForm({ product_id: String(productId), rating: '' }));
    expect(status).toBe(422);
    expect(body.errors.name).toEqual(['Enter your name.']);
    expect(body.errors.email[0]).toMatch(/email/i);
    expect(body.errors.body).toEqual(['Write your review.']);
    expect(body.errors.rating[0]).toBeTruthy();
  });

  it('refuses reviews of a product whose reviews are closed (409), and of a product that is gone (404)', async () => {
    const [closed] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from products where status = 'active' and id <> ${productId} order by id limit 1`,
    );
    await ctx.db.update(products).set({ reviewStatus: 'closed' }).where(eq(products.id, closed!.id));
    const shut = await post(reviewForm(goodFields({ product_id: String(closed!.id) })));
    expect(shut.status).toBe(409);
    expect(shut.body.message).toBe('Reviews are closed for this product.');
    const gone = await post(reviewForm(goodFields({ product_id: '99999999' })));
    expect(gone.status).toBe(404);
  });

  it('publishes at once when the store says so, and a rejected review loses its photos', async () => {
    const set = await admin('/settings', {
      method: 'PUT',
      body: JSON.stringify({ reviews_auto_publish: true }),
    });
    expect((await set.json()).data.reviews_auto_publish).toBe(true);
    const { status, body } = await post(
      reviewForm(goodFields({ rating: '5' }), [{ name: 'a.jpg', bytes: await cameraJpeg() }]),
    );
    expect(status).toBe(201);
    expect(body.data.status).toBe('published');
    const listed = await (
      await app.request(`/api/store/comments?product_id=${productId}&page_size=50`)
    ).json();
    expect(listed.data.some((c: { id: number }) => c.id === body.data.id)).toBe(true);

    const [row] = await ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, body.data.id)));
    const url = row!.photos[0]!.url;
    const rejected = await admin(`/reviews/${body.data.id}`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'rejected' }),
    });
    expect(rejected.status).toBe(200);
    expect((await app.request(url)).status).toBe(404);
    const after = await (
      await app.request(`/api/store/comments?product_id=${productId}&page_size=50`)
    ).json();
    expect(after.data.some((c: { id: number }) => c.id === body.data.id)).toBe(false);
    await admin('/settings', { method: 'PUT', body: JSON.stringify({ reviews_auto_publish: false }) });
  });

  it('takes a 2 MB photo upload here while other API paths keep JSON only and 1 MB', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 700, height: 700, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1_100_000);
    const ok = await post(reviewForm(goodFields(), [{ name: 'noise.png', bytes: noise, type: 'image/png' }]));
    expect(ok.status).toBe(201);
    const elsewhere = await app.request(
      '/api/store/cart',
      reviewForm({ a: 'b' }, [{ name: 'n.png', bytes: noise }]),
    );
    expect([413, 415]).toContain(elsewhere.status);
  });
});
