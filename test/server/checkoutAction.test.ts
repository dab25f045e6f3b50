/**
 * The storefront's checkout action (pages/sections/main-checkout/checkoutAction.server.ts) against
 * the real store app and database, as a browser without JavaScript drives it: plain form posts,
 * 303s to the next step, errors rendered with the shopper's input, a decline in the catalogue's
 * wording, one order for a doubled "Complete order", and the cookies the thank-you page needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../../api/client';
import {
  type CheckoutActionData,
  checkoutAction,
} from '../../pages/sections/main-checkout/checkoutAction.server';
import { readOrderCookie } from '../../pages/sections/main-checkout/orderCookie.server';
import { inStock, type Pick, pickVariant, plain, singleVariant } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let pick: Pick;
beforeAll(async () => {
  ctx = await createTestContext();
  pick = await pickVariant(ctx.db, plain, singleVariant, inStock(20));
});
afterAll(async () => ctx?.close());

const information = {
  step: 'contact_information',
  email: 'ada@example.com',
  country: 'US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  address2: '',
  city: 'Springfield',
  province: 'IL',
  postcode: '62701',
  phone: '+1 555 0100',
};

const card = (number: string) => ({
  step: 'payment_method',
  method: 'card',
  'card.number': number,
  'card.name': 'Ada Lovelace',
  'card.expiry': '12/39',
  'card.securityCode': '123',
});

/** A browser with a cart: posts forms to the checkout action with its cookies. */
async function shopperWithCart() {
  const added = await ctx.request('/api/store/cart', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: pick.productId, variant_id: pick.variantId, quantity: 2 }),
  });
  const hash = /cart_hash=([a-f0-9]{32})/.exec(added.headers.get('set-cookie') ?? '')?.[1];
  if (!hash) throw new Error('no cart cookie');
  const cookies = new Map([['cart_hash', hash]]);
  /** `enhanced`: sent by the checkout's script (a data request), not as a plain form post. */
  const post = async (path: string, fields: Record<string, string>, cartHash?: string, enhanced = false) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const accept = enhanced ? '*/*' : 'text/html,application/xhtml+xml';
    const request = new Request(`http://shop.test${path}`, {
      method: 'POST',
      body,
      headers: { cookie, accept },
    });
    const store = createStoreClient({ transport: (r) => ctx.app.request(r), headers: { cookie } });
    const outcome = await checkoutAction({ request, store, cartHash });
    if (outcome instanceof Response) {
      for (const line of outcome.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (attributes.some((a) => a.trim() === 'Max-Age=0')) cookies.delete(name);
        else cookies.set(name, value);
      }
      return { status: outcome.status, location: outcome.headers.get('location'), data: undefined };
    }
    return { status: outcome.init?.status ?? 200, location: null, data: outcome.data as CheckoutActionData };
  };
  return { hash, cookies, post };
}

describe('checkout without JavaScript', () => {
  it('walks Information → Shipping → Payment to the thank-you page and forgets the cart', async () => {
    const shopper = await shopperWithCart();
    const info = await shopper.post('/checkouts?step=contact_information', information);
    expect(info).toMatchObject({ status: 303, location: `/checkouts/${shopper.hash}?step=shipping_method` });

    const cart = await (await ctx.request(`/api/store/cart?cart_hash=${shopper.hash}`)).json();
    expect(cart.email).toBe('ada@example.com');
    expect(cart.address).toMatchObject({ first_name: 'Ada', postcode: '62701', country: 'US' });
    const method = cart.shipping[0];

    const shipping = await shopper.post(
      `/checkouts/${shopper.hash}?step=shipping_method`,
      { step: 'shipping_method', shippingMethodId: String(method.id) },
      shopper.hash,
    );
    expect(shipping).toMatchObject({
      status: 303,
      location: `/checkouts/${shopper.hash}?step=payment_method`,
    });

    const paid = await shopper.post(
      `/checkouts/${shopper.hash}?step=payment_method`,
      { ...card('4242 4242 4242 4242'), idempotencyKey: 'test-key-happy-path-0001' },
      shopper.hash,
    );
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/orders\/\d+\/thank-you$/);
    // The cart became the order: its cookie is cleared, and the order cookie proves the thank-you page.
    expect(shopper.cookies.has('cart_hash')).toBe(false);
    const number = /\/orders\/(\d+)\//.exec(paid.location!)![1]!;
    const proof = readOrderCookie(
      new Request('http://shop.test/', {
        headers: { cookie: `vitrine_order=${shopper.cookies.get('vitrine_order')}` },
      }),
    );
    expect(proof).toEqual({ number, email: 'ada@example.com' });
    const order = await (await ctx.request(`/api/store/orders/${number}?email=${proof!.email}`)).json();
    expect(order).toMatchObject({ number, payment_status: 'paid', email: 'ada@example.com' });
  });

  it('renders the step again with field errors and the posted values', async () => {
    const shopper = await shopperWithCart();
    const answer = await shopper.post('/checkouts?step=contact_information', {
      ...information,
      address1: 'PO Box 7',
      postcode: '',
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      step: 'contact_information',
      errors: { address1: 'validation.address1.poBox', postcode: 'validation.postcode.required' },
      values: { email: 'ada@example.com', address1: 'PO Box 7' },
    });
  });

  it('shows a declined card with its payment error key, keeps the card but not its security code, and offers a new key', async () => {
    const shopper = await shopperWithCart();
    await shopper.post('/checkouts?step=contact_information', information);
    const cart = await (await ctx.request(`/api/store/cart?cart_hash=${shopper.hash}`)).json();
    await shopper.post(
      '/',
      { step: 'shipping_method', shippingMethodId: String(cart.shipping[0].id) },
      shopper.hash,
    );
    const declined = await shopper.post(
      '/',
      { ...card('4000 0000 0000 0002'), idempotencyKey: 'test-key-declined-00001' },
      shopper.hash,
    );
    expect(declined.status).toBe(402);
    expect(declined.data?.errors).toEqual({ _form: 'checkout.PAYMENT_CARD_DECLINED' });
    expect(declined.data?.values).toMatchObject({ 'card.number': '4000 0000 0000 0002' });
    expect(declined.data?.values).not.toHaveProperty('card.securityCode');
    expect(declined.data?.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(declined.data?.idempotencyKey).not.toBe('test-key-declined-00001');
  });

  it('answers the enhanced form a declined card with 200, so the browser logs no failed request', async () => {
    const shopper = await shopperWithCart();
    await shopper.post('/checkouts?step=contact_information', information);
    const cart = await (await ctx.request(`/api/store/cart?cart_hash=${shopper.hash}`)).json();
    await shopper.post(
      '/',
      { step: 'shipping_method', shippingMethodId: String(cart.shipping[0].id) },
      shopper.hash,
    );
    const declined = await shopper.post(
      '/',
      { ...card('4000 0000 0000 0002'), idempotencyKey: 'test-key-declined-enhanced' },
      shopper.hash,
      true,
    );
    expect(declined.status).toBe(200);
    expect(declined.data?.errors).toEqual({ _form: 'checkout.PAYMENT_CARD_DECLINED' });
  });

  it('places one order when "Complete order" is posted twice with the same key', async () => {
    const shopper = await shopperWithCart();
    await shopper.post('/checkouts?step=contact_information', information);
    const cart = await (await ctx.request(`/api/store/cart?cart_hash=${shopper.hash}`)).json();
    await shopper.post(
      '/',
      { step: 'shipping_method', shippingMethodId: String(cart.shipping[0].id) },
      shopper.hash,
    );
    const form = {
      step: 'payment_method',
      method: 'bank_transfer',
      idempotencyKey: 'test-key-double-submit-1',
    };
    const first = await shopper.post('/', form, shopper.hash);
    const second = await shopper.post('/', form, shopper.hash);
    expect(first.status).toBe(303);
    expect(second).toEqual(first);
  });

  it('sends a shopper without a cart back to the (empty) first step', async () => {
    const request = new Request('http://shop.test/checkouts', { method: 'POST', body: new FormData() });
    const store = createStoreClient({ transport: (r) => ctx.app.request(r) });
    const outcome = await checkoutAction({ request, store });
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('location')).toBe('/checkouts?step=contact_information');
  });
});
