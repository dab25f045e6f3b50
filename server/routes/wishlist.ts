/**
 * The customer's wishlist under `/api/store` (api/wishlist.ts): list, save, take off. Every call
 * needs a live session (401); changes need its CSRF token (419). The rules live in
 * server/domain/wishlist; this file is the HTTP around them.
 */
import { type Context, Hono } from 'hono';
import {
  type WishlistChangeResponse,
  type WishlistResponse,
  wishlistChangeRequest,
  wishlistQuery,
} from '../../api/wishlist';
import { WISHLIST_TIPS } from '../../lib/wishlist/wishlist';
import { addToWishlist, listWishlist, removeFromWishlist } from '../domain/wishlist/wishlist';
import { requireCsrf, requireSession, withAccountErrors } from '../http/customer';
import type { AppEnv } from '../http/env';
import { parseOr422, readJsonObject } from '../http/validate';

const FULL_MESSAGE = 'Your wishlist is full. Remove a product to save another.';

/** The list as the query asks for it. */
async function listAnswer(c: Context<AppEnv>, customerId: number) {
  const query = parseOr422(wishlistQuery, c.req.query());
  const entries = await listWishlist(c.get('ctx').db, customerId);
  const shown = query.is_no_stock === '1' ? entries : entries.filter((entry) => !entry.soldOut);
  const data: WishlistResponse['data'] = { product_ids: shown.map((entry) => entry.productId) };
  if (query.is_ar === '1')
    data.items = entries.map((entry) => ({
      product_id: entry.productId,
      variant_id: entry.variantId,
      created_at: entry.createdAt.toISOString(),
    }));
  return data;
}

/** A change's ids: the JSON body's, or (a DELETE without a body) the query's. */
async function changeInput(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method === 'DELETE' && (await c.req.text()).trim() === '') {
    const { product_id, variant_id } = c.req.query();
    return { product_id, variant_id };
  }
  return readJsonObject(c);
}

export function createWishlistRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

  app.get('/wishlist', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const data = await listAnswer(c, session.customerId);
      noStore(c);
      return c.json({ data } satisfies WishlistResponse);
    }),
  );

  const change = (kind: 'add' | 'remove') => (c: Context<AppEnv>) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const raw = await changeInput(c);
      requireCsrf(c, session, raw);
      const request = parseOr422(wishlistChangeRequest, raw);
      const db = c.get('ctx').db;
      const tipsType =
        kind === 'add'
          ? await addToWishlist(db, session.customerId, {
              productId: request.product_id,
              variantId: request.variant_id,
            })
          : await removeFromWishlist(db, session.customerId, request.product_id);
      const { product_ids } = await listAnswer(c, session.customerId);
      noStore(c);
      const full = tipsType === WISHLIST_TIPS.full;
      const body: WishlistChangeResponse = {
        ...(full ? { message: FULL_MESSAGE } : {}),
        data: { tips_type: tipsType, product_ids },
      };
      return c.json(body, full ? 409 : 200);
    });

  app.post('/wishlist', change('add'));
  app.delete('/wishlist', change('remove'));
  return app;
}
