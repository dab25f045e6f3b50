import { randomBytes } from 'node:crypto';
import { type PaymentErrorCode, paymentErrorMessages } from '../../../lib/orders/paymentErrors.ts';
import {
  type CardBrand,
  detectCardBrand,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
  securityCodeLength,
} from '../../../lib/validation/card.ts';
import { findTestCard } from './testCards.ts';

/**
 * The built-in test payment gateway: a pure decision, no network, no state.
 * The checkout route validates the card form with `paymentCardSchema` first; this re-checks
 * defensively, because a gateway never trusts its caller.
 */

/** Card details as the checkout submits them. */
export interface TestPaymentCard {
  /** Digits, spaces allowed. */
  number: string;
  name: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  securityCode: string;
}

export interface TestPaymentRequest {
  card: TestPaymentCard;
  /** Amount to authorise, in the currency's minor units (integer ≥ 0). */
  amountMinor: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** The gateway's clock (expiry checks, authorisation id). */
  now: Date;
  /** The order's idempotency key or number, mixed into the authorisation id. */
  reference?: string;
}

export type TestPaymentResult =
  | {
      status: 'approved';
      /** Stable for the same request: `tst_` + 16 hex digits. */
      authorizationId: string;
      brand: CardBrand;
      /** The only card digits an order may keep. */
      last4: string;
      amountMinor: number;
      currency: string;
    }
  | { status: 'declined'; code: PaymentErrorCode; message: string };

/**
 * Limits of the test gateway. The currencies are the storefront's selector currencies;
 * the amount limit (1,000,000.00 in a two-decimal currency) exists so that
 * `checkout.PAYMENT_PRICE_LIMIT_EXCEEDED` can be reached with a real cart too.
 */
export const testGatewayLimits = {
  maxAmountMinor: 100_000_000,
  currencies: [
    'AUD',
    'CAD',
    'CNY',
    'EUR',
    'GBP',
    'JPY',
    'NZD',
    'USD',
    'MXN',
    'INR',
    'ARS',
    'UYU',
    'BRL',
    'RUB',
    'KRW',
  ],
} as const;

function decline(code: PaymentErrorCode): TestPaymentResult {
  return { status: 'declined', code, message: paymentErrorMessages[code] };
}

/** FNV-1a, 32-bit: enough to make a test authorisation id look unique and stay deterministic. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function authorizationId(request: TestPaymentRequest, last4: string): string {
  // Only the last 4 digits go in: an id must never be a way back to the card number.
  const key = [
    last4,
    request.amountMinor,
    request.currency,
    request.now.toISOString(),
    request.reference ?? '',
  ].join('|');
  return `tst_${fnv1a(key, 0x811c9dc5)}${fnv1a(key, 0x01234567)}`;
}

/**
 * Decides a test payment. Checks run in the order a real gateway would: card number, currency,
 * expiry, security code, amount limit, then the documented test card's scripted outcome; any
 * other valid card is approved.
 *
 * @throws RangeError when `amountMinor` is not a whole number ≥ 0 (a caller bug, not a decline).
 */
export function authorizeTestPayment(request: TestPaymentRequest): TestPaymentResult {
  const { card, amountMinor, currency, now } = request;
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amountMinor must be a whole number of minor units ≥ 0, got ${amountMinor}`);
  }

  const digits = card.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return decline('checkout.PAYMENT_CARD_INVALID');

  if (!(testGatewayLimits.currencies as readonly string[]).includes(currency)) {
    return decline('checkout.PAYMENT_UNSUPPORTED_CURRENCY');
  }

  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) return decline('checkout.PAYMENT_WRONG_EXPIRY');
  if (isCardExpired(expiry, now)) return decline('checkout.PAYMENT_CARD_EXPIRED');

  if (!new RegExp(`^\\d{${securityCodeLength(digits)}}$`).test(card.securityCode.trim())) {
    return decline('checkout.PAYMENT_WRONG_CVV');
  }

  if (amountMinor > testGatewayLimits.maxAmountMinor) return decline('checkout.PAYMENT_PRICE_LIMIT_EXCEEDED');

  const outcome = findTestCard(digits)?.outcome;
  if (outcome?.status === 'declined') return decline(outcome.code);

  const last4 = digits.slice(-4);
  return {
    status: 'approved',
    authorizationId: authorizationId(request, last4),
    brand: detectCardBrand(digits),
    last4,
    amountMinor,
    currency,
  };
}

/** A card kept by the gateway: the token that pays, and what may be shown of the card. */
export type TestTokenizeResult =
  | {
      status: 'approved';
      /** `tok_` + 24 hex digits; random, so it says nothing about the card. */
      token: string;
      brand: CardBrand;
      last4: string;
      expMonth: number;
      expYear: number;
    }
  | { status: 'declined'; code: PaymentErrorCode; message: string };

/**
 * Saves a card for later payments (a zero-amount verification): the same checks and scripted
 * declines as a payment, and on approval a token in place of the number. The number itself is
 * never kept anywhere.
 */
export function tokenizeTestCard(card: TestPaymentCard, now: Date): TestTokenizeResult {
  const verified = authorizeTestPayment({ card, amountMinor: 0, currency: 'USD', now });
  if (verified.status === 'declined') return verified;
  const expiry = parseCardExpiry(card.expiry)!;
  return {
    status: 'approved',
    token: `tok_${randomBytes(12).toString('hex')}`,
    brand: verified.brand,
    last4: verified.last4,
    expMonth: expiry.month,
    expYear: expiry.year,
  };
}

export interface TestTokenPaymentRequest {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  amountMinor: number;
  currency: string;
  now: Date;
  reference?: string;
}

/** Pays with a saved card's token: currency, expiry and amount limit are checked again. */
export function authorizeTestToken(request: TestTokenPaymentRequest): TestPaymentResult {
  const { amountMinor, currency, now } = request;
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amountMinor must be a whole number of minor units ≥ 0, got ${amountMinor}`);
  }
  if (!/^tok_[a-f0-9]{24}$/.test(request.token)) return decline('checkout.PAYMENT_CARD_INVALID');
  if (!(testGatewayLimits.currencies as readonly string[]).includes(currency)) {
    return decline('checkout.PAYMENT_UNSUPPORTED_CURRENCY');
  }
  if (isCardExpired({ month: request.expMonth, year: request.expYear }, now)) {
    return decline('checkout.PAYMENT_CARD_EXPIRED');
  }
  if (amountMinor > testGatewayLimits.maxAmountMinor) return decline('checkout.PAYMENT_PRICE_LIMIT_EXCEEDED');
  const key = [request.token, amountMinor, currency, now.toISOString(), request.reference ?? ''].join('|');
  return {
    status: 'approved',
    authorizationId: `tst_${fnv1a(key, 0x811c9dc5)}${fnv1a(key, 0x01234567)}`,
    brand: request.brand as CardBrand,
    last4: request.last4,
    amountMinor,
    currency,
  };
}
