// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaymentErrorCode, paymentErrorMessages } from '../../../lib/orders/paymentErrors.ts';
import { detectCardBrand, luhnValid, paymentCardSchema } from '../../../lib/validation/card.ts';
import { findTestCard, testCards } from '../../../server/domain/payment/testCards.ts';
import {
  authorizeTestPayment,
  type TestPaymentRequest,
  testGatewayLimits,
} from '../../../server/domain/payment/testGateway.ts';

const now = new Date('2026-11-21T12:00:00Z');
const request = (
  patch: Partial<TestPaymentRequest> = {},
  card: Partial<TestPaymentRequest['card']> = {},
) => ({
  card: {
    number: '4242 4242 4242 4242',
    name: 'Ada Lovelace',
    expiry: '12/28',
    securityCode: '123',
    ...card,
  },
  amountMinor: 12_999,
  currency: 'USD',
  now,
  ...patch,
});
const securityCodeFor = (number: string) => (detectCardBrand(number) === 'amex' ? '1234' : '123');

/** A Luhn-valid 16-digit Visa-range number. */
const cardNumberArbitrary = fc.stringMatching(/^4\d{14}$/).map((body) => {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
});

describe('test cards', () => {
  it('are all Luhn-valid, distinct and of the brand they claim', () => {
    expect(new Set(testCards.map((card) => card.number)).size).toBe(testCards.length);
    for (const card of testCards) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(detectCardBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it('pass the card form, so each reaches the gateway', () => {
    for (const card of testCards) {
      const form = {
        number: card.number,
        name: 'Test',
        expiry: '12/40',
        securityCode: securityCodeFor(card.number),
      };
      expect(paymentCardSchema.safeParse(form).success, card.number).toBe(true);
    }
  });

  it.each(testCards.map((card) => [card.number, card.description, card.outcome] as const))(
    '%s (%s) produces its documented result',
    (number, _description, outcome) => {
      const result = authorizeTestPayment(request({}, { number, securityCode: securityCodeFor(number) }));
      if (outcome.status === 'approved') {
        expect(result).toMatchObject({ status: 'approved', last4: number.slice(-4) });
      } else {
        expect(result).toEqual({
          status: 'declined',
          code: outcome.code,
          message: paymentErrorMessages[outcome.code],
        });
      }
    },
  );

  it('cover every decline the brief asks for', () => {
    const codes = testCards.flatMap((card) =>
      card.outcome.status === 'declined' ? [card.outcome.code] : [],
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'checkout.PAYMENT_CARD_DECLINED',
        'checkout.PAYMENT_INSUFFICIENT_FUNDS',
        'checkout.PAYMENT_CARD_EXPIRED',
        'checkout.PAYMENT_WRONG_CVV',
        'checkout.PAYMENT_3DS_NOT_VERIFIED',
        'checkout.PAYMENT_CARD_LOST',
        'checkout.PAYMENT_CARD_RESTRICTED',
        'checkout.PAYMENT_FAILED',
        'checkout.PAYMENT_TIMEOUT',
        'checkout.PAYMENT_PRICE_LIMIT_EXCEEDED',
        'checkout.PAYMENT_UNSUPPORTED_CURRENCY',
      ]),
    );
    for (const code of codes) expect(isPaymentErrorCode(code)).toBe(true);
  });

  it('are documented in the README, row for row', () => {
    const readme = readFileSync(
      join(import.meta.dirname, '../../../server/domain/payment/README.md'),
      'utf8',
    );
    const rows = [...readme.matchAll(/^\| ([\d ]{15,}) \| [^|]+ \| ([^|]+) \| ([^|]+) \|$/gm)].map((row) => ({
      number: row[1]!.replace(/ /g, ''),
      description: row[2]!.trim(),
      code: row[3]!.trim().replace(/`/g, ''),
    }));
    expect(rows).toEqual(
      testCards.map((card) => ({
        number: card.number,
        description: card.description,
        code: card.outcome.status === 'declined' ? card.outcome.code : '—',
      })),
    );
  });

  it('are found by digits only', () => {
    expect(findTestCard('4000000000000002')?.outcome).toEqual({
      status: 'declined',
      code: 'checkout.PAYMENT_CARD_DECLINED',
    });
    expect(findTestCard('4111111111111111')).toBeUndefined();
  });
});

describe('authorizeTestPayment', () => {
  it('approves any other Luhn-valid card with the card’s brand and last 4 digits only', () => {
    fc.assert(
      fc.property(
        cardNumberArbitrary.filter((number) => !findTestCard(number)),
        (number) => {
          const result = authorizeTestPayment(request({}, { number }));
          expect(result).toMatchObject({ status: 'approved', brand: 'visa', last4: number.slice(-4) });
          expect(JSON.stringify(result)).not.toContain(number.slice(0, 12));
        },
      ),
    );
  });

  it('gives a deterministic authorisation id that changes with the request', () => {
    const first = authorizeTestPayment(request({ reference: 'order-1' }));
    expect(first.status === 'approved' && first.authorizationId).toMatch(/^tst_[0-9a-f]{16}$/);
    expect(authorizeTestPayment(request({ reference: 'order-1' }))).toEqual(first);
    expect(authorizeTestPayment(request({ reference: 'order-2' }))).not.toEqual(first);
    expect(authorizeTestPayment(request({ reference: 'order-1', amountMinor: 13_000 }))).not.toEqual(first);
  });

  it.each([
    ['4242424242424241', 'fails Luhn'],
    ['4242 4242 4241', '12 digits but fails Luhn'],
    ['4242 4242 4242 4242 4242', '20 digits'],
    ['42424242424', 'too short'],
    ['4242-4242-4242-4242', 'dashes'],
    ['', 'empty'],
  ])('declines %j (%s) as an invalid card', (number) => {
    expect(authorizeTestPayment(request({}, { number }))).toMatchObject({
      status: 'declined',
      code: 'checkout.PAYMENT_CARD_INVALID',
    });
  });

  it('approves a Luhn-valid 12-digit number, the shortest the card form allows', () => {
    expect(authorizeTestPayment(request({}, { number: '4242 4242 4242' })).status).toBe('approved');
  });

  it('declines an expired card, whatever its number', () => {
    expect(authorizeTestPayment(request({}, { expiry: '10/26' }))).toMatchObject({
      code: 'checkout.PAYMENT_CARD_EXPIRED',
    });
    expect(authorizeTestPayment(request({}, { expiry: '11/26' })).status).toBe('approved');
  });

  it('declines an unreadable expiry date', () => {
    expect(authorizeTestPayment(request({}, { expiry: '13/30' }))).toMatchObject({
      code: 'checkout.PAYMENT_WRONG_EXPIRY',
    });
  });

  it.each([
    ['4242424242424242', '12'],
    ['4242424242424242', '1234'],
    ['378282246310005', '123'],
  ])('declines card %s with security code %j', (number, securityCode) => {
    expect(authorizeTestPayment(request({}, { number, securityCode }))).toMatchObject({
      code: 'checkout.PAYMENT_WRONG_CVV',
    });
  });

  it('declines currencies outside the storefront’s list', () => {
    expect(authorizeTestPayment(request({ currency: 'CHF' }))).toMatchObject({
      code: 'checkout.PAYMENT_UNSUPPORTED_CURRENCY',
    });
    expect(authorizeTestPayment(request({ currency: 'usd' }))).toMatchObject({
      code: 'checkout.PAYMENT_UNSUPPORTED_CURRENCY',
    });
    for (const currency of testGatewayLimits.currencies) {
      expect(authorizeTestPayment(request({ currency })).status, currency).toBe('approved');
    }
  });

  it('approves up to the price limit and declines one minor unit more', () => {
    const limit = testGatewayLimits.maxAmountMinor;
    expect(authorizeTestPayment(request({ amountMinor: limit })).status).toBe('approved');
    expect(authorizeTestPayment(request({ amountMinor: limit + 1 }))).toMatchObject({
      code: 'checkout.PAYMENT_PRICE_LIMIT_EXCEEDED',
    });
  });

  it('approves a zero-amount authorisation (card check)', () => {
    expect(authorizeTestPayment(request({ amountMinor: 0 })).status).toBe('approved');
  });

  it.each([-1, 10.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('throws for the amount %s', (amountMinor) => {
    expect(() => authorizeTestPayment(request({ amountMinor }))).toThrow(RangeError);
  });

  it('checks generic rules before a test card’s scripted result', () => {
    expect(authorizeTestPayment(request({}, { number: '4000000000000002', expiry: '01/20' }))).toMatchObject({
      code: 'checkout.PAYMENT_CARD_EXPIRED',
    });
  });

  it('always answers a decline with the catalogue’s English message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...testCards.map((card) => card.number), '4242424242424241'),
        fc.constantFrom('USD', 'CHF'),
        fc.constantFrom('12/28', '01/20', 'xx'),
        fc.constantFrom('123', '1234', ''),
        fc.nat({ max: 2 * testGatewayLimits.maxAmountMinor }),
        (number, currency, expiry, securityCode, amountMinor) => {
          const result = authorizeTestPayment(
            request({ currency, amountMinor }, { number, expiry, securityCode }),
          );
          if (result.status === 'declined') expect(result.message).toBe(paymentErrorMessages[result.code]);
        },
      ),
    );
  });
});
