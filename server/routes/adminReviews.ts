/**
 * `/api/admin/reviews` — the merchant's review queue: list by status (pending first of all), and
 * publish or reject one. Mounted behind the admin token by routes/admin.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '../../api/common';
import { adminReviewsQuery, setReviewStatusRequest } from '../../api/content';
import type { reviews } from '../db/schema';
import { listReviewsByStatus, setReviewStatus } from '../domain/reviews/moderate';
import type { AppEnv } from '../http/env';
import { invalidateReads } from '../http/readCache';
import { validJson, validParams, validQuery } from '../http/validate';
import { wireImage } from '../wire/catalog';

const wireAdminReview = (r: typeof reviews.$inferSelect) => ({
  id: r.id,
  product_id: r.productId,
  author: r.authorName,
  email: r.email,
  rating: r.rating,
  title: r.title,
  body: r.body,
  photos: r.photos.map((p) => wireImage(p)!),
  created_at: r.createdAt.toISOString(),
  status: r.status as z.infer<typeof setReviewStatusRequest>['status'],
});

export function createAdminReviewRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', validQuery(adminReviewsQuery), async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listReviewsByStatus(c.get('ctx').db, {
      status: q.status,
      page: q.page,
      pageSize: q.page_size,
      productId: q.product_id,
    });
    return c.json({ data: rows.map(wireAdminReview), page: q.page, pageSize: q.page_size, total });
  });
  app.put('/:id', validParams(z.object({ id: idParam })), validJson(setReviewStatusRequest), async (c) => {
    const { db, files } = c.get('ctx');
    const row = await setReviewStatus(db, files, c.req.valid('param').id, c.req.valid('json').status);
    invalidateReads(db);
    return c.json({ data: wireAdminReview(row) });
  });
  return app;
}
