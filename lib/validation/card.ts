import { z } from 'zod';
import { textField } from './textField.ts';

/**
 * Luhn (mod 10) check over the digits of `value`; spaces are ignored, anything else fails.
 * Catches every single-digit typo and most adjacent swaps before a card reaches the gateway.
 */
export function luhnValid(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Card brands we recognise (for icons, security-code length and gateway records). */
export const cardBrands = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
  'unknown',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Issuer prefix ranges, most specific first (Discover's 622126–622925 sits inside UnionPay's 62). */
const brandRanges: readonly (readonly [brand: CardBrand, test: (digits: string) => boolean])[] = [
  ['amex', (d) => /^3[47]/.test(d)],
  ['diners', (d) => /^3(?:0[0-5]|[689])/.test(d)],
  ['jcb', (d) => inRange(d, 4, 3528, 3589)],
  ['visa', (d) => d.startsWith('4')],
  ['mastercard', (d) => /^5[1-5]/.test(d) || inRange(d, 4, 2221, 2720)],
  ['discover', (d) => /^(?:6011|64[4-9]|65)/.test(d) || inRange(d, 6, 622126, 622925)],
  ['unionpay', (d) => d.startsWith('62')],
  ['maestro', (d) => /^(?:5[06-8]|6\d)/.test(d)],
];

function inRange(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The brand a (possibly partial) card number belongs to, from its leading digits. */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === '') return 'unknown';
  return brandRanges.find(([, test]) => test(digits))?.[0] ?? 'unknown';
}

/** American Express prints a 4-digit code on the front; every other brand a 3-digit one on the back. */
export function securityCodeLength(cardNumber: string): 3 | 4 {
  return detectCardBrand(cardNumber) === 'amex' ? 4 : 3;
}

/** Card number: digits and spaces only, 12–19 digits, Luhn-valid. Parsed to digits only. */
export const cardNumberSchema = textField(
  [
    [(value) => /^[\d ]+$/.test(value), 'validation.cardNumber.invalidCharacters'],
    [(value) => /^\d{12,19}$/.test(value.replace(/ /g, '')), 'validation.cardNumber.length'],
    [luhnValid, 'validation.cardNumber.invalid'],
  ],
  { required: 'validation.cardNumber.required' },
).transform((value) => value.replace(/ /g, ''));

/** Name on card. */
export const cardNameSchema = textField([[(value) => value.length <= 255, 'validation.cardName.tooLong']], {
  required: 'validation.cardName.required',
});

/** A card's expiry: valid through the last moment of `month` in `year`. */
export interface CardExpiry {
  /** 1–12 */
  month: number;
  /** Four-digit year. */
  year: number;
}

/**
 * Parses "MM/YY" or "MM/YYYY" (spaces around the slash allowed, as card forms insert them).
 * Two-digit years are 20YY. Returns undefined when the text is not an expiry.
 */
export function parseCardExpiry(value: string): CardExpiry | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * True when the card has expired by `now`. Cards are valid through the end of their expiry month;
 * the month is compared in UTC so server and browser agree.
 */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

export interface PaymentCardSchemaOptions {
  /**
   * The clock for the expiry check; called at parse time. Inject a fixed date in tests.
   * @default () => new Date()
   */
  now?: () => Date;
}

/**
 * The card form (card number, name, expiry, security code validated). The security code
 * must be 4 digits for Amex-pattern numbers and 3 otherwise, so it is checked at object level.
 */
export function createPaymentCardSchema({ now = () => new Date() }: PaymentCardSchemaOptions = {}) {
  const expirySchema = textField(
    [
      [(value) => parseCardExpiry(value) !== undefined, 'validation.cardExpiry.invalid'],
      [(value) => !isCardExpired(parseCardExpiry(value)!, now()), 'validation.cardExpiry.past'],
    ],
    { required: 'validation.cardExpiry.required' },
  );
  return z
    .object({
      number: cardNumberSchema,
      name: cardNameSchema,
      expiry: expirySchema,
      securityCode: textField([], { required: 'validation.securityCode.required' }),
    })
    .superRefine((card, ctx) => {
      if (card.securityCode === '') return;
      const length = securityCodeLength(card.number);
      if (!new RegExp(`^\\d{${length}}$`).test(card.securityCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['securityCode'],
          message:
            length === 4 ? 'validation.securityCode.fourDigits' : 'validation.securityCode.threeDigits',
          input: card.securityCode,
        });
      }
    });
}

/** {@link createPaymentCardSchema} with the real clock. */
export const paymentCardSchema = createPaymentCardSchema();
export type PaymentCardInput = z.input<typeof paymentCardSchema>;
export type PaymentCard = z.output<typeof paymentCardSchema>;
