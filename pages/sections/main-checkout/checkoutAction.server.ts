/**
 * What a posted checkout step does (the `/checkouts…` route action). Plain form posts without
 * JavaScript and react-router submissions with it land here alike: the step's values are checked
 * with the same lib/validation schema the form and the store use, stored through the typed
 * client, and the shopper is sent on (303) — or the page renders again with the errors and every
 * value they typed, except the card's security code, which is never written back into a page.
 */
import { data, redirect } from 'react-router';
import type { WireAddress, WireCart } from '../../../api/cart';
import { type CheckoutRequest, idempotencyKeyHeader } from '../../../api/checkout';
import type { StoreClient } from '../../../api/client';
import { localizePath } from '../../../lib/i18n/localeUrl';
import { CART_COOKIE, clearCartCookieHeader } from '../../cart/cookie.server';
import { readCookie, requestLocale } from '../../loaders/request';
import {
  errorsFromStore,
  FORM_ERROR,
  type FormErrors,
  type FormValues,
  type InformationStep,
  parseStep as parseStepValues,
  readForm,
  stepFields,
} from './checkoutForm';
import { orderCookieHeader } from './orderCookie.server';
import { type CheckoutStep, isCheckoutStep, stepUrl, thankYouUrl } from './steps';

/** What the page gets back when a step did not go through. */
export interface CheckoutActionData {
  step: CheckoutStep;
  /** What the shopper posted (minus the security code), to fill the form again. */
  values: FormValues;
  errors: FormErrors;
  /** Payment step: a fresh key for the next attempt (one key per rendered form). */
  idempotencyKey?: string;
}

export interface CheckoutActionInput {
  request: Request;
  store: StoreClient;
  /** The `:cartHash` path segment, when the URL has one. */
  cartHash?: string;
  /** @default () => new Date() */
  now?: () => Date;
  /** @default crypto.randomUUID */
  newKey?: () => string;
}

/** The address as the store's `POST /cart/address` takes it. */
export function toWireAddress(step: InformationStep): Partial<WireAddress> {
  return {
    first_name: step.firstName,
    last_name: step.lastName,
    address1: step.address1,
    address2: step.address2,
    city: step.city,
    country: step.country,
    province: step.province,
    postcode: step.postcode,
    phone: step.phone,
    // Only Brazil asks for it; a code left over from choosing Brazil first is dropped.
    personal_customs_code: step.country === 'BR' ? step.personalCustomsCode : '',
  };
}

const isOpen = (cart: WireCart | null): cart is WireCart =>
  !!cart?.hash && cart.ID === null && cart.line_items.length > 0;

/** Runs one posted step; answers a redirect (303) or the data to render the form again. */
export async function checkoutAction({
  request,
  store,
  cartHash,
  now = () => new Date(),
  newKey = () => crypto.randomUUID(),
}: CheckoutActionInput) {
  // The next step is in the language of the page that posted.
  const inLanguage = (path: string) => localizePath(path, requestLocale(request).locale);
  const formData = await request.formData();
  const posted = formData.get('step');
  const step: CheckoutStep = isCheckoutStep(posted) ? posted : 'contact_information';
  const values = readForm(formData, step);

  // A refused step is an expected outcome the enhanced form shows inline: it gets 200, so the
  // browser does not log a failed request (a declined card's 402). A plain form post (the browser
  // asks for a document) gets the real status with the page it renders.
  const documentPost = request.headers.get('accept')?.includes('text/html') ?? false;
  const fail = (errors: FormErrors, refusal = 422) => {
    const status = documentPost ? refusal : 200;
    const { 'card.securityCode': _securityCode, ...kept } = values;
    const payload: CheckoutActionData = {
      step,
      values: kept,
      errors,
      ...(step === 'payment_method' ? { idempotencyKey: newKey() } : {}),
    };
    return data(payload, { status });
  };

  const cart = await store.cart.get(cartHash).catch(() => null);
  // A placed order's cart may still be posted to: a second click of "Complete order" with the
  // same idempotency key answers the same order (below), so only the earlier steps stop here.
  const placed = !!cart?.hash && cart.ID !== null && step === 'payment_method';
  if (!cart || (!isOpen(cart) && !placed)) {
    return redirect(inLanguage(stepUrl(cartHash, 'contact_information')), 303);
  }

  if (step === 'contact_information') {
    const parsed = parseStepValues('contact_information', values, now);
    if (!parsed.ok) return fail(parsed.errors);
    try {
      await store.cart.setCustomerEmail(parsed.data.email, cart.hash);
      await store.cart.address(toWireAddress(parsed.data), cart.hash);
    } catch (error) {
      return fail(errorsFromStore(error, stepFields.contact_information));
    }
    return redirect(inLanguage(stepUrl(cart.hash, 'shipping_method')), 303);
  }

  if (step === 'shipping_method') {
    const parsed = parseStepValues('shipping_method', values, now);
    if (!parsed.ok) return fail(parsed.errors);
    const id = Number(parsed.data.shippingMethodId);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return fail({ shippingMethodId: 'validation.shippingMethod.required' });
    }
    try {
      await store.cart.selectShipping(id, cart.hash);
    } catch (error) {
      return fail(errorsFromStore(error, stepFields.shipping_method));
    }
    return redirect(inLanguage(stepUrl(cart.hash, 'payment_method')), 303);
  }

  const parsed = parseStepValues('payment_method', values, now);
  if (!parsed.ok) return fail(parsed.errors);
  if (parsed.data.method === 'pay_later') return fail({ method: 'checkout.PAYMENT_METHOD_UNAVAILABLE' });
  const payment: CheckoutRequest['payment'] =
    parsed.data.method === 'card'
      ? {
          method: 'card',
          card: {
            number: parsed.data.card.number,
            name: parsed.data.card.name,
            expiry: parsed.data.card.expiry,
            security_code: parsed.data.card.securityCode,
          },
        }
      : { method: 'bank_transfer' };
  // A logged-in customer may keep the card (the store saves a gateway token, never the number);
  // that needs the session's CSRF token, posted as `_token`.
  const csrfToken = formData.get('_token')?.toString() || undefined;
  if (payment.method === 'card' && csrfToken && formData.get('saveCard') === 'on') payment.save_card = true;
  // The key rendered with the form: a double submit sends it twice and places one order.
  const key = idempotencyKeyHeader.safeParse(formData.get('idempotencyKey'));
  try {
    const order = await store.checkout.placeOrder(
      { payment, cart_hash: cart.hash },
      { idempotencyKey: key.success ? key.data : newKey(), csrfToken },
    );
    const headers = new Headers();
    headers.append('Set-Cookie', orderCookieHeader(request, { number: order.number, email: order.email }));
    // The cart became the order: forget it so the next visit starts a fresh one.
    if (readCookie(request, CART_COOKIE) === cart.hash) headers.append('Set-Cookie', clearCartCookieHeader());
    return redirect(inLanguage(thankYouUrl(order.number)), { status: 303, headers });
  } catch (error) {
    const errors = errorsFromStore(error, stepFields.payment_method);
    return fail(errors, errors[FORM_ERROR]?.startsWith('checkout.PAYMENT_') ? 402 : 422);
  }
}
