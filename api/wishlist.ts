/**
 * Wishlist contract: `GET /wishlist` lists the customer's saved product ids; `POST /wishlist`
 * saves a product (`product_id`, optional `variant_id`), `DELETE /wishlist` takes it off (the ids in
 * a JSON body or the query). Every call needs a live session (401 otherwise); changes need the
 * session's CSRF token (419). A change answers `data.tips_type` (lib/wishlist/wishlist.ts; not imported here, so the browser's
 * store client does not carry it) and the list after it
 * in `data.product_ids`; a full list (100 products) answers 409 with `tips_type` 3 and nothing
 * changed. Saving a saved product again is a success that changes nothing; an unknown or
 * unpublished product is a 404, a variant of another product a 422.
 *
 * Query flags (`0` or `1`) of every call: `is_no_stock=0` leaves sold-out products out of
 * `product_ids` (they stay saved); `is_ar=1` adds `data.items`, the saved rows with the picked
 * variant and when they were saved, newest first.
 */
import { z } from 'zod';
import type { StoreCall } from './cart';
import { idParam } from './common';
import { CSRF_HEADER } from './session';

const flag = z.enum(['0', '1'], { error: 'Must be 0 or 1' });

export const wishlistQuery = z.object({
  is_no_stock: flag.default('1'),
  is_ar: flag.default('0'),
});
export type WishlistQuery = z.input<typeof wishlistQuery>;

export const wishlistChangeRequest = z.object({
  product_id: idParam,
  variant_id: idParam.nullish(),
});
export type WishlistChangeRequest = z.input<typeof wishlistChangeRequest>;

export const wishlistItem = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WireWishlistItem = z.infer<typeof wishlistItem>;

export const wishlistResponse = z.object({
  data: z.object({
    product_ids: z.array(z.number().int()),
    items: z.array(wishlistItem).optional(),
  }),
});
export type WishlistResponse = z.infer<typeof wishlistResponse>;

export const wishlistChangeResponse = z.object({
  message: z.string().optional(),
  data: z.object({
    tips_type: z.number().int(),
    product_ids: z.array(z.number().int()),
  }),
});
export type WishlistChangeResponse = z.infer<typeof wishlistChangeResponse>;

const csrf = (token: string) => ({ headers: { [CSRF_HEADER]: token } });
const query = (params: WishlistQuery) =>
  `?is_no_stock=${params.is_no_stock ?? '1'}&is_ar=${params.is_ar ?? '0'}`;

export function createWishlistApi(call: StoreCall) {
  return {
    wishlist: {
      list: (params: WishlistQuery = {}): Promise<WishlistResponse> =>
        call(wishlistResponse, 'GET', `/wishlist${query(params)}`),
      add: (request: WishlistChangeRequest, csrfToken: string): Promise<WishlistChangeResponse> =>
        call(wishlistChangeResponse, 'POST', '/wishlist', request, csrf(csrfToken)),
      remove: (request: WishlistChangeRequest, csrfToken: string): Promise<WishlistChangeResponse> =>
        call(wishlistChangeResponse, 'DELETE', '/wishlist', request, csrf(csrfToken)),
    },
  };
}
