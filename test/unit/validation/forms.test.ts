// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginSchema, passwordLength, registerSchema } from '../../../lib/validation/account.ts';
import {
  cartNoteRequestSchema,
  cartNoteSchema,
  couponCodeSchema,
  searchQuerySchema,
} from '../../../lib/validation/cart.ts';
import {
  contactInformationSchema,
  customerEmailSchema,
  emailSchema,
} from '../../../lib/validation/contact.ts';
import { orderTrackingSchema } from '../../../lib/validation/orderTracking.ts';
import { firstIssues } from './issues.ts';

const messageOf = (schema: Parameters<typeof firstIssues>[0], input: unknown) =>
  firstIssues(schema, input)[''];

describe('emailSchema', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+orders@mail.example.co.uk',
    "o'brien@example.ie",
    'x@y.io',
    '  ada@example.com  ',
    'ADA@EXAMPLE.COM',
  ])('accepts %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it('trims the address', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
  });

  it.each([
    ['', 'validation.email.required'],
    ['   ', 'validation.email.required'],
    [undefined, 'validation.email.required'],
    ['ada', 'validation.email.invalid'],
    ['ada@', 'validation.email.invalid'],
    ['@example.com', 'validation.email.invalid'],
    ['ada@example', 'validation.email.invalid'],
    ['ada@@example.com', 'validation.email.invalid'],
    ['ada lovelace@example.com', 'validation.email.invalid'],
    ['.ada@example.com', 'validation.email.invalid'],
    ['ada.@example.com', 'validation.email.invalid'],
    ['ada..l@example.com', 'validation.email.invalid'],
    ['ada@-example.com', 'validation.email.invalid'],
    ['ada@example.c', 'validation.email.invalid'],
    [
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
      'validation.email.tooLong',
    ],
  ])('rejects %j with %s', (email, message) => {
    expect(messageOf(emailSchema, email)).toBe(message);
  });

  it('is the rule of the contact step and of set_customer_email', () => {
    expect(firstIssues(contactInformationSchema, { email: 'nope' })).toEqual({
      email: 'validation.email.invalid',
    });
    expect(contactInformationSchema.parse({ email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
      acceptsMarketing: false,
    });
    expect(firstIssues(customerEmailSchema, {})).toEqual({ email: 'validation.email.required' });
  });

  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    ['1', true],
    [undefined, false],
    [false, false],
    ['', false],
    ['off', false],
    ['yes please', false],
  ])('reads the marketing checkbox %j as %s (react-hook-form or a plain form post)', (value, expected) => {
    expect(
      contactInformationSchema.parse({ email: 'ada@example.com', acceptsMarketing: value }).acceptsMarketing,
    ).toBe(expected);
  });
});

describe('orderTrackingSchema', () => {
  it('accepts an order number with an email', () => {
    expect(
      orderTrackingSchema.parse({ by: 'order', orderNumber: ' #1001 ', email: 'ada@example.com' }),
    ).toEqual({
      by: 'order',
      orderNumber: '#1001',
      email: 'ada@example.com',
    });
  });

  it('requires both the order number and the email', () => {
    expect(firstIssues(orderTrackingSchema, { by: 'order', orderNumber: '', email: '' })).toEqual({
      orderNumber: 'validation.orderNumber.required',
      email: 'validation.email.required',
    });
  });

  it.each(['12345', 'ABC12', '1Z999AA10123456784', 'a'.repeat(50), '1Z 999 AA1 0123 4567 84'])(
    'accepts the tracking number %j',
    (trackingNumber) => {
      expect(firstIssues(orderTrackingSchema, { by: 'tracking', trackingNumber })).toEqual({});
    },
  );

  it('removes spaces from a grouped tracking number', () => {
    expect(orderTrackingSchema.parse({ by: 'tracking', trackingNumber: '1Z 999 AA1' })).toEqual({
      by: 'tracking',
      trackingNumber: '1Z999AA1',
    });
  });

  it.each([
    ['', 'validation.trackingNumber.required'],
    ['1234', 'validation.trackingNumber.invalid'],
    ['a'.repeat(51), 'validation.trackingNumber.invalid'],
    ['1Z-999-AA1', 'validation.trackingNumber.invalid'],
    ['12345_', 'validation.trackingNumber.invalid'],
    ['ÄBC123', 'validation.trackingNumber.invalid'],
  ])('rejects the tracking number %j with %s', (trackingNumber, message) => {
    expect(firstIssues(orderTrackingSchema, { by: 'tracking', trackingNumber }).trackingNumber).toBe(message);
  });
});

describe('registerSchema', () => {
  const form = { email: 'ada@example.com', password: 'correct horse', passwordConfirmation: 'correct horse' };

  it('accepts matching passwords and keeps them untrimmed', () => {
    const parsed = registerSchema.parse({
      ...form,
      password: ' spaced pass ',
      passwordConfirmation: ' spaced pass ',
    });
    expect(parsed.password).toBe(' spaced pass ');
    expect(parsed.firstName).toBe('');
  });

  it('reports passwords that do not match on the confirmation field', () => {
    expect(firstIssues(registerSchema, { ...form, passwordConfirmation: 'correct horsE' })).toEqual({
      passwordConfirmation: 'validation.passwordConfirmation.mismatch',
    });
  });

  it('refuses the email address, a common password and one repeated character as the password', () => {
    const issues = (password: string) =>
      firstIssues(registerSchema, { ...form, password, passwordConfirmation: password });
    expect(issues(form.email.toUpperCase())).toEqual({ password: 'validation.password.sameAsEmail' });
    expect(issues('Password123')).toEqual({ password: 'validation.password.common' });
    expect(issues('zzzzzzzzzz')).toEqual({ password: 'validation.password.common' });
    expect(issues('plum tree in autumn')).toEqual({});
  });

  it(`requires at least ${passwordLength.min} and at most ${passwordLength.max} characters`, () => {
    const at = (length: number) => 'Tr0ub4dor&3-'.repeat(11).slice(0, length);
    expect(firstIssues(registerSchema, { ...form, password: at(8), passwordConfirmation: at(8) })).toEqual(
      {},
    );
    expect(firstIssues(registerSchema, { ...form, password: at(7), passwordConfirmation: at(7) })).toEqual({
      password: 'validation.password.tooShort',
    });
    expect(
      firstIssues(registerSchema, { ...form, password: at(128), passwordConfirmation: at(128) }),
    ).toEqual({});
    expect(
      firstIssues(registerSchema, { ...form, password: at(129), passwordConfirmation: at(129) }),
    ).toEqual({
      password: 'validation.password.tooLong',
    });
  });

  it('requires email, password and confirmation', () => {
    expect(firstIssues(registerSchema, { email: '', password: '', passwordConfirmation: '' })).toEqual({
      email: 'validation.email.required',
      password: 'validation.password.required',
      passwordConfirmation: 'validation.passwordConfirmation.required',
    });
  });
});

describe('loginSchema', () => {
  it('only asks that email and password are not empty', () => {
    expect(firstIssues(loginSchema, { email: 'legacy-login', password: 'x' })).toEqual({});
    expect(firstIssues(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'validation.email.required',
      password: 'validation.password.required',
    });
  });

  it('treats a password of spaces as entered (passwords are not trimmed)', () => {
    expect(firstIssues(loginSchema, { email: 'ada@example.com', password: '   ' })).toEqual({});
  });
});

describe('cart note, search and coupon', () => {
  it('allows a cart note of 500 characters and rejects 501', () => {
    expect(cartNoteSchema.safeParse('n'.repeat(500)).success).toBe(true);
    expect(messageOf(cartNoteSchema, 'n'.repeat(501))).toBe('validation.cartNote.tooLong');
  });

  it('keeps the note as typed, including an empty note that clears it', () => {
    expect(cartNoteSchema.parse('  Leave at the door\n')).toBe('  Leave at the door\n');
    expect(cartNoteRequestSchema.parse({ note: '' })).toEqual({ note: '' });
    expect(cartNoteRequestSchema.parse({})).toEqual({ note: '' });
  });

  it('allows a search of 255 characters and rejects 256', () => {
    expect(searchQuerySchema.parse('q'.repeat(255))).toHaveLength(255);
    expect(messageOf(searchQuerySchema, 'q'.repeat(256))).toBe('validation.searchQuery.tooLong');
    expect(searchQuerySchema.parse(undefined)).toBe('');
  });

  it('requires a discount code, trims it and caps it at 64 characters', () => {
    expect(couponCodeSchema.parse('  WELCOME10 ')).toBe('WELCOME10');
    expect(messageOf(couponCodeSchema, '   ')).toBe('validation.couponCode.required');
    expect(couponCodeSchema.safeParse('C'.repeat(64)).success).toBe(true);
    expect(messageOf(couponCodeSchema, 'C'.repeat(65))).toBe('validation.couponCode.tooLong');
  });
});
