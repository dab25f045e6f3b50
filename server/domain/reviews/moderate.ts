/**
 * The merchant's side of reviews: the queue of reviews waiting for approval (or any status), and
 * publishing or rejecting one. A rejected review's photos are removed from storage.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { FileStore } from '../../media/fileStore';
import { notFound } from '../errors';
import { refreshProductRating } from './productRating';
import { UPLOADS_URL } from './submit';

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export async function listReviewsByStatus(
  db: Db,
  q: { status: ReviewStatus; page: number; pageSize: number; productId?: number },
) {
  const where = and(
    eq(reviews.status, q.status),
    q.productId !== undefined ? eq(reviews.productId, q.productId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Keys of an uploaded photo and its thumbnail; demo photos (generated media) have none. */
function storedKeys(url: string): string[] {
  if (!url.startsWith(`${UPLOADS_URL}/`)) return [];
  const key = url.slice(UPLOADS_URL.length + 1);
  return [key, key.replace(/\.(jpg|png|gif)$/, '-100.$1')];
}

export async function setReviewStatus(db: Db, files: FileStore, id: number, status: ReviewStatus) {
  const [row] = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound('Review not found');
  await refreshProductRating(db, row.productId);
  if (status === 'rejected') {
    await Promise.allSettled(
      row.photos.flatMap((photo) => storedKeys(photo.url)).map((key) => files.delete(key)),
    );
    await db.update(reviews).set({ photos: [] }).where(eq(reviews.id, id));
    return { ...row, photos: [] };
  }
  return row;
}
