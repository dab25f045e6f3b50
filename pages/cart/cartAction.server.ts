/**
 * The one cart action: every cart change a shopper makes — add, buy now, quantity, remove,
 * coupons, note, gifts — is a form post here. Without JavaScript the browser posts the form to
 * POST /cart and gets a 303 to the next page (forms carry `return_to`; those that cannot are
 * recognised by the browser asking for a document). With it, `CartActionForm` and
 * `useCartMutation` post the same fields to POST /cart/change (pages/cart/cartChange.ts) and get
 * the new cart back as JSON.
 * Prices and totals never come from the form: the store recomputes them.
 *
 * Cart events are counted with or without JavaScript: before add, add and an empty cart
 * are reported to the statistics endpoint from here; a quantity change (the absolute difference)
 * and a delete (the original quantity) are logged by the store with the change itself.
 */
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { z } from 'zod';
import { CART_NOTE_MAX, MAX_LINE_QUANTITY, type WireCart } from '../../api/cart';
import { StoreApiError, type StoreClient } from '../../api/client';
import { strictInt } from '../../api/numbers';
import { pageContext } from '../loaders/page.server';
import { PRIVATE_CACHE } from '../loaders/seo';
import { type CartActionResult, type CartIntent, cartIntents } from './cartIntents';
import { cartCookieHeader } from './cookie.server';

export { type CartActionResult, type CartIntent, cartIntents } from './cartIntents';

const id = strictInt({
  min: 1,
  max: 2_147_483_647,
  type: 'Must be a number',
  tooSmall: 'Must be a positive id',
  tooLarge: 'Is too large',
});
/** A form's quantity field: digits only, so an empty or garbled field never removes a line. */
const formQuantity = (min: number) =>
  strictInt({
    min,
    max: MAX_LINE_QUANTITY,
    type: 'Quantity must be a number',
    tooSmall: `Quantity must be at least ${min}`,
    tooLarge: `Quantity must be at most ${MAX_LINE_QUANTITY}`,
  });
const lineKey = z.string().min(1).max(64);
const forms = {
  add: z.object({
    product_id: id,
    variant_id: id.optional(),
    quantity: formQuantity(1).default(1),
    buy_now: z.literal('1').optional(),
  }),
  update: z
    .object({
      key: lineKey,
      quantity: formQuantity(0),
      // The paid part of a gift line posts its own quantity; the line keeps its gift units too.
      held_units: formQuantity(0).default(0),
    })
    .transform(({ key, quantity, held_units }) => ({
      key,
      quantity: Math.min(MAX_LINE_QUANTITY, quantity + held_units),
    })),
  remove: z.object({ key: lineKey }),
  coupon_apply: z.object({ code: z.string().trim().min(1, 'Enter a discount code').max(100) }),
  coupon_remove: z.object({ code: z.string().trim().min(1).max(100) }),
  note: z.object({ note: z.string().max(CART_NOTE_MAX, `At most ${CART_NOTE_MAX} characters`) }),
  gift_add: z.object({ product_id: id, variant_id: id.optional() }),
} satisfies Record<CartIntent, z.ZodType>;

/**
 * Only paths on this site: a form must not send the shopper to another one. The value is read as
 * a browser would read it against this origin (`/\evil.example` and `/\t/evil.example` both mean
 * `//evil.example` there), and what comes back is the path the browser will follow.
 */
export function safeReturnTo(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null;
  const here = 'http://return-to.invalid';
  let url: URL;
  try {
    url = new URL(value, here);
  } catch {
    return null;
  }
  return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where checkout starts for a cart (buy now). */
export const checkoutUrlFor = (hash: string) =>
  hash ? `/checkouts/${hash}?step=contact_information` : '/checkouts?step=contact_information';

/** Empty optional fields (a select left blank) read as absent. */
function formObject(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && value !== '') fields[key] = value;
  return fields;
}

/**
 * A refused change. A plain form post gets the real status (the page it renders is an error
 * answer); the enhanced UI gets 200 with `ok: false`, because a refused coupon is an expected
 * outcome it shows inline, not a failed request for the browser console.
 */
function failure(
  intent: CartIntent | null,
  status: number,
  message: string,
  fieldErrors: Record<string, string[]> = {},
  documentPost = true,
) {
  return data<CartActionResult>(
    { ok: false, intent, message, fieldErrors },
    { status: documentPost ? status : 200 },
  );
}

/**
 * Line properties posted as `properties[Name]` fields (engraving text, paired lens powers
 * `Power( L )` / `Power( R )`); the store validates names, values and their number.
 */
export function lineProperties(fields: Record<string, string>): { name: string; value: string }[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const match = /^properties\[(.+)\]$/.exec(key);
    return match ? [{ name: match[1]!, value }] : [];
  });
}

/** Runs one intent against the store and reports its cart events; returns the new cart. */
async function perform(
  store: StoreClient,
  intent: CartIntent,
  fields: Record<string, string>,
): Promise<{ cart: WireCart; buyNow: boolean }> {
  const track = (name: Parameters<StoreClient['statistics']['event']>[0], parameters: object) =>
    void store.statistics.event(name, parameters as Record<string, unknown>);
  switch (intent) {
    case 'add':
    case 'gift_add': {
      const input =
        intent === 'add' ? forms.add.parse(fields) : { ...forms.gift_add.parse(fields), quantity: 1 };
      const buyNow = 'buy_now' in input && input.buy_now === '1';
      const item = { product_id: input.product_id, variant_id: input.variant_id, quantity: input.quantity };
      const properties = lineProperties(fields);
      track('before_add_to_cart', item);
      // Buy now empties the cart and adds the item in one store step: a refused item leaves the
      // cart as it was. Then the shopper goes to checkout.
      const request = { ...item, properties };
      const cart = buyNow ? await store.cart.buyNow(request) : await store.cart.add(request);
      track('add_to_cart', { ...item, buy_now: buyNow, gift: intent === 'gift_add' });
      return { cart, buyNow };
    }
    // The store logs quantity changes and removals for analytics itself, where it knows the
    // line's old quantity.
    case 'update': {
      const input = forms.update.parse(fields);
      const cart =
        input.quantity === 0
          ? await store.cart.remove(input.key)
          : await store.cart.update(input.key, { quantity: input.quantity });
      return { cart, buyNow: false };
    }
    case 'remove': {
      const input = forms.remove.parse(fields);
      return { cart: await store.cart.remove(input.key), buyNow: false };
    }
    case 'coupon_apply': {
      const input = forms.coupon_apply.parse(fields);
      try {
        const cart = await store.cart.applyCoupon({ code: input.code, position: 'cart' });
        track('coupon_apply', { code: input.code });
        return { cart, buyNow: false };
      } catch (error) {
        track('coupon_apply_failed', { code: input.code });
        throw error;
      }
    }
    case 'coupon_remove': {
      const input = forms.coupon_remove.parse(fields);
      return { cart: await store.cart.removeCoupon(input.code), buyNow: false };
    }
    case 'note': {
      const input = forms.note.parse(fields);
      return { cart: await store.cart.note(input.note), buyNow: false };
    }
  }
}

type CartActionArgs = Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>;

/** POST /cart. */
export function cartAction(args: CartActionArgs) {
  // A plain form post (no JavaScript) is answered with a redirect, so a refresh never posts twice:
  // forms say so with return_to; those that cannot (the design system's line and coupon forms)
  // are recognised by the browser asking for a document.
  const documentPost = args.request.headers.get('accept')?.includes('text/html') ?? false;
  return runCartAction(args, documentPost);
}

/**
 * POST /cart/change: the same change for the enhanced UI, always answered with JSON (a refused
 * change is a 200 with `ok: false` and the store's message), never a redirect.
 */
export async function cartChangeAction(args: CartActionArgs): Promise<Response> {
  const answer = await runCartAction(args, false, false);
  const headers = new Headers(answer.init?.headers);
  headers.set('Cache-Control', PRIVATE_CACHE);
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers });
}

async function runCartAction(args: CartActionArgs, documentPost: boolean, followReturnTo = true) {
  const { request } = args;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure(null, 400, 'The form could not be read.', {}, documentPost);
  }
  const intentField = form.get('intent');
  const intent = cartIntents.find((candidate) => candidate === intentField) ?? null;
  if (!intent) return failure(null, 400, 'Unknown cart action.', {}, documentPost);
  const returnTo = followReturnTo
    ? (safeReturnTo(form.get('return_to')) ?? (documentPost ? '/cart' : null))
    : null;
  const fields = formObject(form);
  const ctx = await pageContext(args);
  try {
    const { cart, buyNow } = await perform(ctx.store, intent, fields);
    if (cart.line_items.length === 0) void ctx.store.statistics.event('empty_cart', {});
    const headers = new Headers();
    const cookie = cartCookieHeader(request, cart.hash);
    if (cookie) headers.append('Set-Cookie', cookie);
    const checkoutUrl = buyNow ? checkoutUrlFor(cart.hash) : undefined;
    if (returnTo !== null) {
      // A plain form post: after an add the shopper sees the cart (no popup without JavaScript).
      const target = checkoutUrl ?? (intent === 'add' || intent === 'gift_add' ? '/cart' : returnTo);
      throw redirect(target, { status: 303, headers });
    }
    return data<CartActionResult>({ ok: true, intent, cart, checkoutUrl }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof z.ZodError) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.issues) {
        const key = String(issue.path[0] ?? 'form');
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      return failure(intent, 400, error.issues[0]?.message ?? 'Check the form.', fieldErrors, documentPost);
    }
    if (error instanceof StoreApiError && error.status < 500) {
      // Coupon refusals carry the message to show in errors.code[0].
      const message = error.errors.code?.[0] ?? error.message;
      return failure(intent, error.status, message, error.errors, documentPost);
    }
    console.error('cart action failed', error);
    return failure(intent, 502, 'The store could not update your cart. Please try again.', {}, documentPost);
  }
}
