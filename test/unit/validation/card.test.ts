// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPaymentCardSchema,
  detectCardBrand,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
  securityCodeLength,
} from '../../../lib/validation/card.ts';
import { firstIssues, issueFor } from './issues.ts';

/** Appends the one check digit that makes `body` Luhn-valid. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`no check digit for ${body}`);
}

const now = new Date('2026-11-21T12:00:00Z');
const cardSchema = createPaymentCardSchema({ now: () => now });
const validCard = {
  number: '4242 4242 4242 4242',
  name: 'Ada Lovelace',
  expiry: '12/28',
  securityCode: '123',
};

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '3530111333300000',
    '79927398713',
    '0',
  ])('accepts the known-good number %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each([
    '4242424242424241',
    '4242424242424243',
    '1234567812345678',
    '79927398710',
    '378282246310006',
    '4242-4242-4242-4242',
    '4242a42424242424',
    '',
    ' ',
  ])('rejects %j', (number) => {
    expect(luhnValid(number)).toBe(false);
  });

  it('finds exactly one valid check digit for any body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (body) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => luhnValid(`${body}${digit}`));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('fails whenever a single digit of a valid number is changed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const number = withCheckDigit(body);
          const index = position % number.length;
          const changed = (Number(number[index]) + delta) % 10;
          const mutated = number.slice(0, index) + changed + number.slice(index + 1);
          expect(luhnValid(mutated)).toBe(false);
        },
      ),
    );
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6759649826438453', 'maestro'],
    ['5018000000000009', 'maestro'],
    ['2721000000000000', 'unknown'],
    ['1234567812345670', 'unknown'],
    ['', 'unknown'],
    ['4242 4242', 'visa'],
  ])('reads %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('asks for 4 security-code digits only for Amex-pattern numbers', () => {
    expect(securityCodeLength('3782 822463 10005')).toBe(4);
    expect(securityCodeLength('34')).toBe(4);
    expect(securityCodeLength('4242424242424242')).toBe(3);
    expect(securityCodeLength('36227206271667')).toBe(3);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['01/2030', { month: 1, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    ['07 / 29', { month: 7, year: 2029 }],
    [' 11/26 ', { month: 11, year: 2026 }],
  ])('reads %j', (text, expiry) => {
    expect(parseCardExpiry(text)).toEqual(expiry);
  });

  it.each(['13/28', '00/28', '12/2', '12/202', '1228', '12-28', 'ab/cd', '', '12/28/30'])(
    'rejects %j',
    (text) => {
      expect(parseCardExpiry(text)).toBeUndefined();
    },
  );

  it('treats a card as valid through the end of its expiry month', () => {
    expect(isCardExpired({ month: 11, year: 2026 }, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});

describe('paymentCardSchema', () => {
  it('accepts a valid card and parses the number to digits only', () => {
    const result = cardSchema.parse(validCard);
    expect(result.number).toBe('4242424242424242');
    expect(result.name).toBe('Ada Lovelace');
  });

  it.each([
    ['', 'validation.cardNumber.required'],
    ['   ', 'validation.cardNumber.required'],
    ['4242-4242-4242-4242', 'validation.cardNumber.invalidCharacters'],
    ['4242 4242 4242 424x', 'validation.cardNumber.invalidCharacters'],
    ['42424242424', 'validation.cardNumber.length'],
    ['42424242424242424242', 'validation.cardNumber.length'],
    ['4242424242424241', 'validation.cardNumber.invalid'],
  ])('reports card number %j as %s', (number, message) => {
    expect(issueFor(cardSchema, { ...validCard, number }, 'number')).toBe(message);
  });

  it('accepts Luhn-valid numbers of 12 and 19 digits', () => {
    expect(
      issueFor(cardSchema, { ...validCard, number: withCheckDigit('40000000000') }, 'number'),
    ).toBeUndefined();
    expect(
      issueFor(cardSchema, { ...validCard, number: withCheckDigit('400000000000000000') }, 'number'),
    ).toBeUndefined();
  });

  it.each([
    ['', 'validation.cardName.required'],
    ['x'.repeat(256), 'validation.cardName.tooLong'],
  ])('reports name %j as %s', (name, message) => {
    expect(issueFor(cardSchema, { ...validCard, name }, 'name')).toBe(message);
  });

  it.each([
    ['', 'validation.cardExpiry.required'],
    ['13/28', 'validation.cardExpiry.invalid'],
    ['1228', 'validation.cardExpiry.invalid'],
    ['10/26', 'validation.cardExpiry.past'],
    ['10/2026', 'validation.cardExpiry.past'],
  ])('reports expiry %j as %s', (expiry, message) => {
    expect(issueFor(cardSchema, { ...validCard, expiry }, 'expiry')).toBe(message);
  });

  it('accepts the current month and reads the clock at parse time', () => {
    let clock = new Date('2026-11-21T00:00:00Z');
    const schema = createPaymentCardSchema({ now: () => clock });
    expect(issueFor(schema, { ...validCard, expiry: '11/26' }, 'expiry')).toBeUndefined();
    clock = new Date('2026-12-01T00:00:00Z');
    expect(issueFor(schema, { ...validCard, expiry: '11/26' }, 'expiry')).toBe('validation.cardExpiry.past');
  });

  it.each([
    ['4242424242424242', '', 'validation.securityCode.required'],
    ['4242424242424242', '12', 'validation.securityCode.threeDigits'],
    ['4242424242424242', '1234', 'validation.securityCode.threeDigits'],
    ['4242424242424242', '12a', 'validation.securityCode.threeDigits'],
    ['378282246310005', '123', 'validation.securityCode.fourDigits'],
    ['378282246310005', '12345', 'validation.securityCode.fourDigits'],
  ])('for card %s reports security code %j as %s', (number, securityCode, message) => {
    expect(issueFor(cardSchema, { ...validCard, number, securityCode }, 'securityCode')).toBe(message);
  });

  it('accepts a 4-digit security code for Amex and 3 digits otherwise', () => {
    expect(
      firstIssues(cardSchema, { ...validCard, number: '3782 822463 10005', securityCode: '1234' }),
    ).toEqual({});
    expect(
      firstIssues(cardSchema, { ...validCard, number: '5555555555554444', securityCode: '999' }),
    ).toEqual({});
  });

  it('reports one message per field, the first rule that fails', () => {
    const issues =
      cardSchema.safeParse({ number: '', name: '', expiry: '', securityCode: '' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'expiry',
      'name',
      'number',
      'securityCode',
    ]);
  });

  it('rejects any number with a changed digit (as a shopper typo)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{14}$/), fc.integer({ min: 1, max: 15 }), (body, index) => {
        const number = withCheckDigit(body);
        const changed = (Number(number[index]) + 5) % 10;
        const typo = number.slice(0, index) + changed + number.slice(index + 1);
        expect(issueFor(cardSchema, { ...validCard, number: typo }, 'number')).toBe(
          'validation.cardNumber.invalid',
        );
      }),
    );
  });
});
