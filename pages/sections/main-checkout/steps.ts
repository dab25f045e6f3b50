/**
 * The checkout's steps (contact_information → shipping_method → payment_method, labelled
 * Cart › Information › Shipping › Payment) and which of them a cart may open. Pure: the route
 * loader uses it to redirect, the section to draw the breadcrumb.
 */
import type { WireCart } from '../../../api/cart';

export const checkoutSteps = ['contact_information', 'shipping_method', 'payment_method'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The breadcrumb's message id per step (customer-facing labels). */
export const stepLabelIds = {
  contact_information: 'checkout.step.information',
  shipping_method: 'checkout.step.shipping',
  payment_method: 'checkout.step.payment',
} as const satisfies Record<CheckoutStep, string>;

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value);
}

/** `?step=` as a step; anything else starts at the beginning. */
export function parseStep(value: string | null | undefined): CheckoutStep {
  return isCheckoutStep(value) ? value : 'contact_information';
}

/** A cart hash as the path carries it (32 lowercase hex digits, server/routes/cart.ts). */
export const cartHashPattern = /^[a-f0-9]{32}$/;

/** The first step whose data the cart still lacks; payment when everything is there. */
export function firstIncompleteStep(cart: WireCart): CheckoutStep {
  if (!cart.email || !cart.address) return 'contact_information';
  const chosen = cart.shipping.some((method) => method.id === cart.shipping_method_id);
  return chosen ? 'payment_method' : 'shipping_method';
}

/** The step to show for `asked`: a later step without the earlier data falls back to the missing one. */
export function reachableStep(asked: CheckoutStep, cart: WireCart): CheckoutStep {
  const first = firstIncompleteStep(cart);
  return checkoutSteps.indexOf(asked) > checkoutSteps.indexOf(first) ? first : asked;
}

/** `/checkouts/{hash}?step=…`, or `/checkouts?step=…` before the cart has a hash. */
export function stepUrl(cartHash: string | null | undefined, step: CheckoutStep): string {
  const path = cartHash ? `/checkouts/${cartHash}` : '/checkouts';
  return `${path}?step=${step}`;
}

/** Where the order's thank-you page lives (the order cookie proves who may see it). */
export function thankYouUrl(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}/thank-you`;
}
