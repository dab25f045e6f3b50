// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  looksLikeCardNumber,
  maskCardNumber,
  maskCardNumbersInText,
  sanitizeAnalyticsParameters,
} from '../../../lib/analytics/cardMasking.ts';
import { luhnValid } from '../../../lib/validation/card.ts';

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** A Luhn-valid number of `length` digits starting with 2–9 (like a real card). */
const cardNumberArbitrary = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{11,17}$/))
  .map(([first, rest]) => {
    const body = `${first}${rest}`;
    for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
    throw new Error('unreachable');
  });

/**
 * An oracle independent of the code under test: every maximal digit run (spaces or dashes between
 * digits allowed) of 13–19 digits that starts with 2–9 and passes Luhn.
 */
function unmaskedCardNumbers(text: string): string[] {
  return (text.match(/\d(?:[ -]?\d)*/g) ?? [])
    .map((run) => run.replace(/[ -]/g, ''))
    .filter((digits) => /^[2-9]\d{12,18}$/.test(digits) && luhnValid(digits));
}

describe('maskCardNumber', () => {
  it.each([
    ['4242424242424242', '4242********4242'],
    ['4242 4242 4242 4242', '4242********4242'],
    ['4242-4242-4242-4242', '4242********4242'],
    ['378282246310005', '3782*******0005'],
    ['123456789', '1234*6789'],
  ])('masks %j as %j', (input, masked) => {
    expect(maskCardNumber(input)).toBe(masked);
  });

  it.each(['', '1234', '12345678', '1234 5678'])('leaves %j (8 characters or fewer) as it is', (input) => {
    expect(maskCardNumber(input)).toBe(input);
  });

  it('never shows more than 8 digits, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '7', '9', ' ', '-', 'a'), maxLength: 40 }),
        (input) => {
          expect(digitCount(maskCardNumber(input))).toBeLessThanOrEqual(8);
        },
      ),
    );
  });

  it('keeps exactly the first 4 and last 4 digits of a card number', () => {
    fc.assert(
      fc.property(cardNumberArbitrary, (number) => {
        const masked = maskCardNumber(number);
        expect(masked).toHaveLength(number.length);
        expect(masked.slice(0, 4)).toBe(number.slice(0, 4));
        expect(masked.slice(-4)).toBe(number.slice(-4));
        expect(masked.slice(4, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('looksLikeCardNumber', () => {
  it.each(['4242424242424242', '4242 4242 4242 4242', '378282246310005', '5555-5555-5555-4444'])(
    'recognises %j',
    (text) => {
      expect(looksLikeCardNumber(text)).toBe(true);
    },
  );

  it.each([
    ['4242424242424241', 'fails Luhn'],
    ['1732147200000', 'a millisecond timestamp (starts with 1)'],
    ['0000000000000000', 'starts with 0'],
    ['424242424242', '12 digits'],
    ['42424242424242424242', '20 digits'],
  ])('does not take %j for a card (%s)', (text) => {
    expect(looksLikeCardNumber(text)).toBe(false);
  });
});

describe('maskCardNumbersInText', () => {
  it('masks a card number inside free text and leaves the rest', () => {
    expect(maskCardNumbersInText('card 4242 4242 4242 4242 was declined for order 1001')).toBe(
      'card 4242********4242 was declined for order 1001',
    );
  });

  it('leaves order numbers, timestamps and phone numbers alone', () => {
    const text = 'order 100234 at 1732147200000, call +1 212 736 3100';
    expect(maskCardNumbersInText(text)).toBe(text);
  });
});

describe('sanitizeAnalyticsParameters', () => {
  it('drops security-code fields at any depth, whatever their spelling', () => {
    const sanitized = sanitizeAnalyticsParameters({
      cvv: '123',
      CVC: '123',
      payment: { security_code: '1234', securityCode: '123', 'card-cvc': '123', method: 'card' },
      items: [{ cvv2: '123', id: 'p1' }],
    });
    expect(sanitized).toEqual({ payment: { method: 'card' }, items: [{ id: 'p1' }] });
  });

  it('masks card numbers under card-number keys even when they fail Luhn', () => {
    expect(
      sanitizeAnalyticsParameters({
        cardNumber: '4242 4242 4242 4241',
        card_number: 4242424242424241,
        card: { number: '4000000000000002', name: 'Ada' },
        order: { number: '100000001' },
      }),
    ).toEqual({
      cardNumber: '4242********4241',
      card_number: '4242********4241',
      card: { number: '4000********0002', name: 'Ada' },
      order: { number: '100000001' },
    });
  });

  it('masks card-looking numbers in any string or integer value', () => {
    expect(
      sanitizeAnalyticsParameters({
        note: 'my card is 4242-4242-4242-4242',
        values: [5555555555554444, 'x', 3.5, true, null],
        time: 1732147200000,
      }),
    ).toEqual({
      note: 'my card is 4242********4242',
      values: ['5555********4444', 'x', 3.5, true, null],
      time: 1732147200000,
    });
  });

  it('keeps plain data, turns dates into ISO strings and drops functions and symbols', () => {
    expect(
      sanitizeAnalyticsParameters({
        page: '/checkouts/thank',
        value: 129.99,
        at: new Date('2026-11-21T12:00:00Z'),
        big: 4242424242424242n,
        callback: () => 1,
        tag: Symbol('x'),
      }),
    ).toEqual({
      page: '/checkouts/thank',
      value: 129.99,
      at: '2026-11-21T12:00:00.000Z',
      big: '4242********4242',
      callback: undefined,
      tag: undefined,
    });
  });

  it('survives a cyclic object', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(() => sanitizeAnalyticsParameters(cyclic)).not.toThrow();
  });

  it('does not modify its input', () => {
    const input = { card: { number: '4242424242424242', cvc: '123' } };
    const copy = structuredClone(input);
    sanitizeAnalyticsParameters(input);
    expect(input).toEqual(copy);
  });

  it('never lets a card number or a security-code key through, however deeply nested', () => {
    const key = fc.constantFrom(
      'id',
      'name',
      'value',
      'note',
      'cvv',
      'cvc',
      'security_code',
      'card',
      'number',
      'label',
    );
    const leaf = fc.oneof(
      cardNumberArbitrary,
      cardNumberArbitrary.map((n) => n.replace(/(\d{4})(?=\d)/g, '$1 ')),
      cardNumberArbitrary.map((n) => `paid with ${n} today`),
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.boolean(),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;

    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 5 }), (parameters) => {
        const json = JSON.stringify(sanitizeAnalyticsParameters(parameters));
        expect(unmaskedCardNumbers(json)).toEqual([]);
        expect(json).not.toMatch(/"(cvv|cvc|security_code)":/);
      }),
    );
  });
});
