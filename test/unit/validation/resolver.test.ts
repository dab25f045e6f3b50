// @vitest-environment node
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from '../../../lib/validation/address.ts';
import { createCheckoutSchema } from '../../../lib/validation/checkout.ts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('with react-hook-form’s zodResolver', () => {
  it('gives each field its message id, ready for intl.formatMessage', async () => {
    const resolver = zodResolver(shippingAddressSchema);
    const result = await resolver(
      {
        firstName: '',
        lastName: 'Lovelace',
        address1: 'PO Box 1',
        city: 'Toronto',
        country: 'CA',
        province: 'ON',
        postcode: '12345',
      },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors.firstName?.message).toBe('validation.firstName.required');
    expect(result.errors.address1?.message).toBe('validation.address1.poBox');
    expect(result.errors.postcode?.message).toBe('validation.postcode.invalid');
    expect(result.errors.lastName).toBeUndefined();
  });

  it('returns the parsed values when the form is valid', async () => {
    const resolver = zodResolver(createCheckoutSchema({ now: () => new Date('2026-11-21T00:00:00Z') }));
    const result = await resolver(
      {
        email: ' ada@example.com ',
        shippingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 Main St',
          city: 'Toronto',
          country: 'ca',
          province: 'ON',
          postcode: 'M5V 3L9',
        },
        shippingMethodId: 'standard',
        payment: { method: 'bank_transfer' },
      },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      email: 'ada@example.com',
      shippingAddress: { country: 'CA', phone: '' },
    });
  });
});
