import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_LINE_QUANTITY_MIN,
  INVALID_NUMBER_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  resolveQuantity,
  stepQuantity,
  stripNonNumeric,
} from '../../../lib/quantity';

const bounds = { min: QUANTITY_MIN, max: QUANTITY_MAX };

describe('quantity rules', () => {
  it('uses the spec defaults: min 1, cart min 0, max 100000, invalid threshold 100', () => {
    expect([QUANTITY_MIN, CART_LINE_QUANTITY_MIN, QUANTITY_MAX, INVALID_NUMBER_THRESHOLD]).toEqual([
      1, 0, 100_000, 100,
    ]);
  });

  it('strips non-numeric characters', () => {
    expect(stripNonNumeric('1a2b3')).toBe('123');
    expect(stripNonNumeric('-5')).toBe('5');
    expect(stripNonNumeric('1.2.3')).toBe('1.23');
    expect(resolveQuantity('x4y', 1, bounds)).toMatchObject({ value: 4, outcome: 'accepted' });
  });

  it('rounds to an integer', () => {
    expect(resolveQuantity('2.4', 1, bounds)).toMatchObject({ value: 2, outcome: 'rounded' });
    expect(resolveQuantity('2.5', 1, bounds)).toMatchObject({ value: 3, outcome: 'rounded' });
  });

  it('reverts to the previous value when the entry has no number in it', () => {
    expect(resolveQuantity('abc', 7, bounds)).toMatchObject({ value: 7, outcome: 'reverted' });
    expect(resolveQuantity('', 7, bounds)).toMatchObject({ value: 7, outcome: 'reverted' });
    expect(resolveQuantity('.', 7, bounds)).toMatchObject({ value: 7, outcome: 'reverted' });
  });

  it('reverts to the previous value when the entry is above 100000', () => {
    expect(resolveQuantity('100001', 7, bounds)).toMatchObject({ value: 7, outcome: 'reverted' });
    expect(resolveQuantity('100000', 7, bounds)).toMatchObject({ value: 100_000, outcome: 'accepted' });
  });

  it('clamps to the minimum when the entry is below it', () => {
    expect(resolveQuantity('0', 3, bounds)).toMatchObject({ value: 1, outcome: 'clamped' });
    expect(resolveQuantity('0', 3, { min: CART_LINE_QUANTITY_MIN, max: QUANTITY_MAX })).toMatchObject({
      value: 0,
      outcome: 'accepted',
    });
  });

  it('clamps to a lower maximum such as the stock left', () => {
    expect(resolveQuantity('9', 3, { min: 1, max: 5 })).toMatchObject({ value: 5, outcome: 'clamped' });
  });

  it('flags entries above 100 for the invalid-number event', () => {
    expect(resolveQuantity('100', 1, bounds).exceedsInvalidThreshold).toBe(false);
    expect(resolveQuantity('101', 1, bounds).exceedsInvalidThreshold).toBe(true);
    expect(resolveQuantity('200000', 1, bounds)).toMatchObject({ value: 1, exceedsInvalidThreshold: true });
  });

  it('steps by one and stops at the bounds', () => {
    expect(stepQuantity(2, 1, bounds)).toBe(3);
    expect(stepQuantity(1, -1, bounds)).toBe(1);
    expect(stepQuantity(QUANTITY_MAX, 1, bounds)).toBe(QUANTITY_MAX);
  });

  it('always yields an integer within the bounds or the previous value', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 50, max: QUANTITY_MAX }),
        (raw, min, max) => {
          const previous = min;
          const { value } = resolveQuantity(raw, previous, { min, max });
          return Number.isInteger(value) && value >= min && value <= max;
        },
      ),
    );
  });
});
