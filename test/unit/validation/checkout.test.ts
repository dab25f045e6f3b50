// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCheckoutSchema, paymentMethodSchema } from '../../../lib/validation/checkout.ts';
import {
  englishValidationMessage,
  fieldErrors,
  isValidationMessageId,
  validationMessages,
} from '../../../lib/validation/messages.ts';
import { firstIssues } from './issues.ts';

const checkoutSchema = createCheckoutSchema({ now: () => new Date('2026-11-21T12:00:00Z') });

const checkout = {
  email: 'ada@example.com',
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: 'Straße des 17. Juni 135',
    city: 'Berlin',
    country: 'DE',
    postcode: '10623',
  },
  shippingMethodId: 'standard',
  payment: {
    method: 'card',
    card: { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/28', securityCode: '123' },
  },
};

describe('checkoutSchema', () => {
  it('accepts a complete card checkout and normalises it', () => {
    const parsed = checkoutSchema.parse(checkout);
    expect(parsed.payment).toEqual({
      method: 'card',
      card: { number: '4242424242424242', name: 'Ada Lovelace', expiry: '12/28', securityCode: '123' },
    });
    expect(parsed.shippingAddress.phone).toBe('');
    expect(parsed.acceptsMarketing).toBe(false);
  });

  it('reports every step’s problems at once, under dotted field paths', () => {
    expect(
      firstIssues(checkoutSchema, {
        email: '',
        shippingAddress: { ...checkout.shippingAddress, address1: 'Postfach 12 34', postcode: '' },
        shippingMethodId: '',
        payment: { method: 'card', card: { ...checkout.payment.card, number: '4242 4242 4242 4241' } },
      }),
    ).toEqual({
      email: 'validation.email.required',
      'shippingAddress.address1': 'validation.address1.poBox',
      'shippingAddress.postcode': 'validation.postcode.required',
      shippingMethodId: 'validation.shippingMethod.required',
      'payment.card.number': 'validation.cardNumber.invalid',
    });
  });

  it('needs no card for a bank transfer', () => {
    expect(firstIssues(checkoutSchema, { ...checkout, payment: { method: 'bank_transfer' } })).toEqual({});
  });

  it('asks for a payment method on the method field when none or an unknown one is chosen', () => {
    expect(firstIssues(checkoutSchema, { ...checkout, payment: {} })).toEqual({
      'payment.method': 'validation.paymentMethod.required',
    });
    expect(firstIssues(paymentMethodSchema, { method: 'cash' })).toEqual({
      method: 'validation.paymentMethod.required',
    });
  });

  it('applies the Klarna-style address rules only for pay-later', () => {
    const numericName = { ...checkout.shippingAddress, firstName: '1234' };
    expect(firstIssues(checkoutSchema, { ...checkout, shippingAddress: numericName })).toEqual({});
    expect(
      firstIssues(checkoutSchema, {
        ...checkout,
        shippingAddress: numericName,
        payment: { method: 'pay_later' },
      }),
    ).toEqual({ 'shippingAddress.firstName': 'validation.firstName.notOnlyNumbers' });
  });

  it('turns errors into the store API shape with English text', () => {
    const result = checkoutSchema.safeParse({ ...checkout, email: 'nope', shippingMethodId: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: ['Enter a valid email address, like name@example.com.'],
      shippingMethodId: ['Choose a shipping method.'],
    });
  });

  it('lets the caller translate the messages', () => {
    const result = checkoutSchema.safeParse({ ...checkout, email: '' });
    expect(fieldErrors(result.error!, (id) => `[${id}]`)).toEqual({ email: ['[validation.email.required]'] });
  });
});

describe('validationMessages', () => {
  const ids = Object.keys(validationMessages);

  it('names every message validation.<field>.<rule>', () => {
    for (const id of ids) expect(id).toMatch(/^validation\.[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/);
  });

  it('has English text for every message', () => {
    for (const text of Object.values(validationMessages)) expect(text.trim().length).toBeGreaterThan(5);
  });

  it('has text for every id the rules use, and no unused ids', () => {
    const sourceDir = join(import.meta.dirname, '../../../lib/validation');
    const source = readdirSync(sourceDir)
      .filter((file) => file.endsWith('.ts') && file !== 'messages.ts')
      .map((file) => readFileSync(join(sourceDir, file), 'utf8'))
      .join('\n');
    const literalIds = new Set(source.match(/validation\.[A-Za-z0-9]+\.[A-Za-z0-9]+/g));
    // Klarna's per-field ids are built from template literals: validation.${field}.<rule>
    for (const [, rule] of source.matchAll(/`validation\.\$\{field\}\.([A-Za-z]+)`/g)) {
      for (const field of ['firstName', 'lastName', 'address1', 'address2', 'city']) {
        const id = `validation.${field}.${rule}`;
        if (isValidationMessageId(id)) literalIds.add(id);
      }
    }
    for (const id of literalIds) expect(isValidationMessageId(id), id).toBe(true);
    expect(ids.filter((id) => !literalIds.has(id))).toEqual([]);
  });

  it('passes messages that are not ours through unchanged', () => {
    expect(englishValidationMessage('validation.email.required')).toBe('Enter an email address.');
    expect(englishValidationMessage('Invalid input')).toBe('Invalid input');
  });
});
