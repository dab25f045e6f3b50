import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import deDE from '../../../locales/de-DE.json';
import enUS from '../../../locales/en-US.json';
import frFR from '../../../locales/fr-FR.json';
import { CART_EMPTY, CART_GONE, cartGone, DomainError, invalidField } from '../../../server/domain/errors';
import { couponMessageIds, couponMessages } from '../../../server/domain/pricing/coupons';
import { errorAnswer } from '../../../server/http/errors';
import { localize } from '../../../server/http/messages';
import { parseOr422 } from '../../../server/http/validate';

const english = enUS as Record<string, string>;
const format = (id: string, values: Record<string, string>) =>
  new IntlMessageFormat(english[id] as string, 'en-US').format(values);

describe('server messages (server/http/messages.ts)', () => {
  it('words every coupon rejection in the en-US pack exactly as the pricing engine does', () => {
    const code = 'SAVE5';
    const expected: Record<keyof typeof couponMessageIds, [string, Record<string, string>]> = {
      unknown: [couponMessages.unknown(), {}],
      expired: [couponMessages.expired(code), { code }],
      already_applied: [couponMessages.alreadyApplied(code), { code }],
      one_discount: [couponMessages.oneDiscount(code, 'WELCOME10'), { code, applied: 'WELCOME10' }],
      usage_limit: [couponMessages.usageLimit(code), { code }],
      customer_limit: [couponMessages.customerLimit(code), { code }],
      not_applicable: [couponMessages.notApplicable(code), { code }],
      min_spend: [
        couponMessages.minSpend(code, '$50.00', '$12.50'),
        { code, minimum: '$50.00', short: '$12.50' },
      ],
    };
    for (const [reason, [text, values]] of Object.entries(expected)) {
      const id = couponMessageIds[reason as keyof typeof couponMessageIds];
      expect(format(id, values), reason).toBe(text);
    }
  });

  it('words the cart answers in the en-US pack exactly as the server does', () => {
    expect(english['checkout.error.cartGone']).toBe(CART_GONE);
    expect(english['checkout.empty']).toBe(CART_EMPTY);
    expect(english['validation.couponCode.required']).toBe('Enter a discount code.');
  });

  it('says a message in the requested pack, with its arguments', () => {
    expect(
      localize(
        'de-DE',
        { id: 'coupon.error.expired', values: { code: 'X1' } },
        'X1 coupon code has expired!',
      ),
    ).toBe(deDE['coupon.error.expired'].replace('{code}', 'X1'));
  });

  it('keeps the English text for en-US, for an id the pack lacks and for a missing argument', () => {
    expect(localize('en-US', { id: 'coupon.error.unknown' }, 'as the server said')).toBe(
      'as the server said',
    );
    expect(localize('de-DE', { id: 'no.such.id' }, 'fallback')).toBe('fallback');
    expect(localize('de-DE', { id: 'coupon.error.expired' }, 'fallback')).toBe('fallback');
  });
});

describe('errorAnswer in the request language', () => {
  const expired = () =>
    invalidField('code', 'X1 coupon code has expired!', {
      id: 'coupon.error.expired',
      values: { code: 'X1' },
    });
  const germanExpired = deDE['coupon.error.expired'].replace('{code}', 'X1');

  it('says a DomainError that names its pack messages in that language, message and field alike', () => {
    expect(errorAnswer(expired(), 'de-DE')).toEqual({
      status: 422,
      body: { message: germanExpired, errors: { code: [germanExpired] } },
    });
    expect(errorAnswer(cartGone(), 'fr-FR')).toEqual({
      status: 404,
      body: { message: frFR['checkout.error.cartGone'] },
    });
  });

  it('keeps the English exactly in en-US, by default, and for texts without a pack message', () => {
    const english = {
      message: 'X1 coupon code has expired!',
      errors: { code: ['X1 coupon code has expired!'] },
    };
    expect(errorAnswer(expired(), 'en-US')?.body).toEqual(english);
    expect(errorAnswer(expired())?.body).toEqual(english);
    const plain = new DomainError('conflict', 'This cart has already been checked out.');
    expect(errorAnswer(plain, 'de-DE')?.body).toEqual({ message: 'This cart has already been checked out.' });
  });

  it('says the validator’s 422 in that language where lib/validation has the message; zod’s own text stays', () => {
    const schema = z.object({
      email: z.string().min(1, 'validation.email.required'),
      count: z.number(),
    });
    let thrown: unknown;
    try {
      parseOr422(schema, { email: '', count: 'x' });
    } catch (error) {
      thrown = error;
    }
    const german = errorAnswer(thrown, 'de-DE');
    const english = errorAnswer(thrown, 'en-US');
    expect(german?.status).toBe(422);
    expect(german?.body.errors?.email).toEqual([deDE['validation.email.required']]);
    expect(german?.body.message).toBe(deDE['validation.email.required']);
    expect(english?.body.errors?.email).toEqual([enUS['validation.email.required']]);
    expect(german?.body.errors?.count).toEqual(english?.body.errors?.count);
  });
});
