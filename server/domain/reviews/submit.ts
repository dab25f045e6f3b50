/**
 * A shopper's review: checked, its photos re-encoded and stored, then saved — all of it or
 * nothing. A refused photo stores nothing; a failure after the photos were stored removes them.
 * New reviews wait for the merchant's approval unless the store publishes them at once
 * (`reviews_auto_publish` in the store settings); a product whose reviews are closed takes none.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Review } from '../../../lib/validation';
import type { Db } from '../../db/client';
import { type ImageRef, products, reviews, storeSettings } from '../../db/schema';
import type { FileStore } from '../../media/fileStore';
import { DomainError, productNotAvailable } from '../errors';
import { storablePhoto } from './photos';
import { refreshProductRating } from './productRating';

/** Public URL prefix of stored uploads (served by server/media/uploads.ts). */
export const UPLOADS_URL = '/media/uploads';

/** A product whose `review_status` is not `open` takes no new reviews. */
export const REVIEWS_CLOSED = 'Reviews are closed for this product.';

export interface ReviewSubmission extends Omit<Review, 'photos'> {
  productId: number;
  title: string;
  /** The photos' bytes, in the shopper's order (their names and sizes were checked already). */
  photos: Uint8Array[];
}

export interface SubmittedReview {
  id: number;
  status: 'published' | 'pending';
}

/** Whether the store publishes new reviews without waiting for the merchant. */
export async function reviewsAutoPublish(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, 'store'));
  return (row?.value as { reviews_auto_publish?: unknown } | undefined)?.reviews_auto_publish === true;
}

export async function submitReview(
  db: Db,
  files: FileStore,
  input: ReviewSubmission,
): Promise<SubmittedReview> {
  const [product] = await db
    .select({ reviewStatus: products.reviewStatus })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.status, 'active')));
  if (!product) throw productNotAvailable();
  if (product.reviewStatus !== 'open') throw new DomainError('conflict', REVIEWS_CLOSED);

  // One at a time: a 40-megapixel decode holds a few hundred MB while it runs.
  const photos = [];
  for (const [index, bytes] of input.photos.entries()) photos.push(await storablePhoto(bytes, index));

  const stored: string[] = [];
  try {
    const refs: ImageRef[] = [];
    for (const photo of photos) {
      const name = randomBytes(12).toString('hex');
      const contentType = photo.format === 'jpg' ? 'image/jpeg' : `image/${photo.format}`;
      const key = `reviews/${name}.${photo.format}`;
      const thumbnailKey = `reviews/${name}-100.${photo.format}`;
      await files.put(key, { bytes: photo.full, contentType });
      stored.push(key);
      await files.put(thumbnailKey, { bytes: photo.thumbnail, contentType });
      stored.push(thumbnailKey);
      refs.push({ url: `${UPLOADS_URL}/${key}`, alt: '', width: photo.width, height: photo.height });
    }
    const status = (await reviewsAutoPublish(db)) ? 'published' : 'pending';
    const [row] = await db
      .insert(reviews)
      .values({
        productId: input.productId,
        authorName: input.name,
        email: input.email,
        rating: input.rating,
        title: input.title,
        body: input.body,
        photos: refs,
        status,
      })
      .returning({ id: reviews.id });
    if (status === 'published') await refreshProductRating(db, input.productId);
    return { id: row!.id, status };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => files.delete(key)));
    throw error;
  }
}
