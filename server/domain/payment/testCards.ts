import type { PaymentErrorCode } from '../../../lib/orders/paymentErrors.ts';

/** What a documented test card makes the test gateway do. */
export type TestCardOutcome = { status: 'approved' } | { status: 'declined'; code: PaymentErrorCode };

export interface TestCard {
  /** Digits only; every one passes Luhn, so it gets past the card form. */
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  /** What the card is for, as the README's table says it. */
  description: string;
  outcome: TestCardOutcome;
}

const declined = (code: PaymentErrorCode): TestCardOutcome => ({ status: 'declined', code });

/**
 * The built-in test gateway's documented card numbers (table in README.md).
 * Use any future expiry, any name, and a 3-digit security code (4 for Amex).
 * Any other Luhn-valid number is approved.
 */
export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', description: 'Approved', outcome: { status: 'approved' } },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Approved',
    outcome: { status: 'approved' },
  },
  { number: '378282246310005', brand: 'amex', description: 'Approved', outcome: { status: 'approved' } },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Declined (generic)',
    outcome: declined('checkout.PAYMENT_CARD_DECLINED'),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Insufficient funds',
    outcome: declined('checkout.PAYMENT_INSUFFICIENT_FUNDS'),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    description: 'Expired card',
    outcome: declined('checkout.PAYMENT_CARD_EXPIRED'),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    description: 'Incorrect security code',
    outcome: declined('checkout.PAYMENT_WRONG_CVV'),
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    description: '3-D Secure not verified',
    outcome: declined('checkout.PAYMENT_3DS_NOT_VERIFIED'),
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    description: 'Lost card',
    outcome: declined('checkout.PAYMENT_CARD_LOST'),
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    description: 'Restricted card',
    outcome: declined('checkout.PAYMENT_CARD_RESTRICTED'),
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    description: 'Processing error',
    outcome: declined('checkout.PAYMENT_FAILED'),
  },
  {
    number: '4000000000000101',
    brand: 'visa',
    description: 'Gateway timeout',
    outcome: declined('checkout.PAYMENT_TIMEOUT'),
  },
  {
    number: '4000000000000093',
    brand: 'visa',
    description: 'Price limit exceeded',
    outcome: declined('checkout.PAYMENT_PRICE_LIMIT_EXCEEDED'),
  },
  {
    number: '4000000000000085',
    brand: 'visa',
    description: 'Unsupported currency',
    outcome: declined('checkout.PAYMENT_UNSUPPORTED_CURRENCY'),
  },
  {
    number: '4000000000000077',
    brand: 'visa',
    description: 'Wrong expiry date',
    outcome: declined('checkout.PAYMENT_WRONG_EXPIRY'),
  },
  {
    number: '4000000000000051',
    brand: 'visa',
    description: 'Card verification failed',
    outcome: declined('checkout.PAYMENT_VERIFICATION_FAILED'),
  },
];

const testCardsByNumber = new Map(testCards.map((card) => [card.number, card]));

/** The documented test card with this number (digits only), if any. */
export function findTestCard(digits: string): TestCard | undefined {
  return testCardsByNumber.get(digits);
}
