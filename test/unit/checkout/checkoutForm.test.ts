// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WireCart } from '../../../api/cart';
import { StoreApiError } from '../../../api/client';
import {
  errorsFromStore,
  nestValues,
  parseStep,
  readForm,
  stepFields,
} from '../../../pages/sections/main-checkout/checkoutForm';
import { reachableStep, stepUrl } from '../../../pages/sections/main-checkout/steps';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const usAddress = {
  email: 'ada@example.com',
  country: 'US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  address2: '',
  city: 'Springfield',
  province: 'IL',
  postcode: '62701',
  phone: '',
};

describe('reading a posted step', () => {
  it('keeps only the step’s own fields, as strings', () => {
    const values = readForm(
      form({ step: 'payment_method', method: 'card', 'card.number': '4242', price: '0.01', email: 'x' }),
      'payment_method',
    );
    expect(values).toEqual({ method: 'card', 'card.number': '4242' });
  });

  it('nests dotted names into the shape the schemas read', () => {
    expect(nestValues({ method: 'card', 'card.number': '4242', 'card.name': 'Ada' })).toEqual({
      method: 'card',
      card: { number: '4242', name: 'Ada' },
    });
  });
});

describe('the information step (through lib/validation)', () => {
  it('accepts a complete US address and upper-cases the country', () => {
    const parsed = parseStep('contact_information', { ...usAddress, country: 'us' });
    expect(parsed).toMatchObject({ ok: true, data: { country: 'US', email: 'ada@example.com' } });
  });

  it('reports one message id per field: P.O. boxes, missing postcode for the US, bad phone', () => {
    const parsed = parseStep('contact_information', {
      ...usAddress,
      email: 'ada@',
      address1: 'P.O. Box 12',
      postcode: '',
      phone: '555-0100 ext 2',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        email: 'validation.email.invalid',
        address1: 'validation.address1.poBox',
        phone: 'validation.phone.invalidCharacters',
        postcode: 'validation.postcode.required',
      },
    });
  });

  it('asks Brazil for a valid CPF or CNPJ and nobody else', () => {
    const brazil = { ...usAddress, country: 'BR', province: 'SP', postcode: '01310-100' };
    expect(parseStep('contact_information', { ...brazil, personalCustomsCode: '' })).toMatchObject({
      errors: { personalCustomsCode: 'validation.personalCustomsCode.required' },
    });
    expect(
      parseStep('contact_information', { ...brazil, personalCustomsCode: '123.456.789-00' }),
    ).toMatchObject({
      errors: { personalCustomsCode: 'validation.personalCustomsCode.invalid' },
    });
    expect(parseStep('contact_information', { ...brazil, personalCustomsCode: '529.982.247-25' }).ok).toBe(
      true,
    );
    expect(parseStep('contact_information', { ...usAddress, personalCustomsCode: '' }).ok).toBe(true);
  });

  it('limits address line 1 to 255 characters', () => {
    expect(parseStep('contact_information', { ...usAddress, address1: 'a'.repeat(256) })).toMatchObject({
      errors: { address1: 'validation.address1.tooLong' },
    });
  });
});

describe('the payment step', () => {
  const now = () => new Date('2026-11-21T00:00:00Z');
  const card = {
    method: 'card',
    'card.number': '4242 4242 4242 4242',
    'card.name': 'Ada Lovelace',
    'card.expiry': '12/39',
    'card.securityCode': '123',
  };

  it('parses a card to digits only', () => {
    expect(parseStep('payment_method', card, now)).toMatchObject({
      ok: true,
      data: { method: 'card', card: { number: '4242424242424242', securityCode: '123' } },
    });
  });

  it('names the card field that is wrong, with dotted names the inputs carry', () => {
    const parsed = parseStep(
      'payment_method',
      { ...card, 'card.number': '4242 4242 4242 4241', 'card.expiry': '01/20', 'card.securityCode': '12' },
      now,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        'card.number': 'validation.cardNumber.invalid',
        'card.expiry': 'validation.cardExpiry.past',
        'card.securityCode': 'validation.securityCode.threeDigits',
      },
    });
  });

  it('needs no card for a bank transfer', () => {
    expect(parseStep('payment_method', { method: 'bank_transfer' }, now)).toEqual({
      ok: true,
      data: { method: 'bank_transfer' },
    });
  });
});

describe('store errors on the form', () => {
  it('maps the store’s snake_case fields to the inputs and its English text back to our ids', () => {
    const error = new StoreApiError(422, 'Enter a first name.', {
      first_name: ['Enter a first name.'],
      personal_customs_code: ['Enter a valid CPF (11 digits) or CNPJ (14 characters).'],
    });
    expect(errorsFromStore(error, stepFields.contact_information)).toEqual({
      firstName: 'validation.firstName.required',
      personalCustomsCode: 'validation.personalCustomsCode.invalid',
    });
  });

  it('shows a declined payment with its payment error key', () => {
    const error = new StoreApiError(402, 'PAYMENT_CARD_DECLINED', {
      payment: ['Your card was declined. Please use another card.'],
    });
    expect(errorsFromStore(error, stepFields.payment_method)).toEqual({
      _form: 'checkout.PAYMENT_CARD_DECLINED',
    });
  });

  it('puts card field errors on the card inputs and the rest on the form', () => {
    const error = new StoreApiError(422, 'Enter the 3-digit security code.', {
      'payment.card.security_code': ['Enter the 3-digit security code.'],
      shipping_method_id: ['This shipping method is no longer available for your address.'],
    });
    expect(errorsFromStore(error, stepFields.payment_method)).toEqual({
      'card.securityCode': 'validation.securityCode.threeDigits',
      _form: 'This shipping method is no longer available for your address.',
    });
  });

  it('says the store is unreachable for anything that is not a store answer', () => {
    expect(errorsFromStore(new TypeError('fetch failed'), [])).toEqual({
      _form: 'checkout.error.unavailable',
    });
  });
});

describe('which step a cart may open', () => {
  const cart = (changes: Partial<WireCart>) =>
    ({
      email: null,
      address: null,
      shipping: [],
      shipping_method_id: null,
      ...changes,
    }) as WireCart;
  const address = { country: 'US' } as WireCart['address'];
  const methods = [{ id: 1 }, { id: 2 }] as WireCart['shipping'];

  it('sends a later step without the earlier data back to the first incomplete one', () => {
    expect(reachableStep('payment_method', cart({}))).toBe('contact_information');
    expect(reachableStep('payment_method', cart({ email: 'a@b.co', address, shipping: methods }))).toBe(
      'shipping_method',
    );
    expect(
      reachableStep(
        'payment_method',
        cart({ email: 'a@b.co', address, shipping: methods, shipping_method_id: 2 }),
      ),
    ).toBe('payment_method');
    // Going back is always allowed.
    expect(reachableStep('contact_information', cart({ email: 'a@b.co', address }))).toBe(
      'contact_information',
    );
  });

  it('puts the cart hash in the path once there is one', () => {
    expect(stepUrl(null, 'contact_information')).toBe('/checkouts?step=contact_information');
    expect(stepUrl('a'.repeat(32), 'payment_method')).toBe(
      `/checkouts/${'a'.repeat(32)}?step=payment_method`,
    );
  });
});
