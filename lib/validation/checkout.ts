import { z } from 'zod';
import { shippingAddressSchema } from './address.ts';
import { createPaymentCardSchema, type PaymentCardSchemaOptions } from './card.ts';
import { contactInformationSchema } from './contact.ts';
import { checkKlarnaRules } from './klarna.ts';
import { textField } from './textField.ts';

/**
 * Payment methods the checkout offers: a card through the gateway, a bank transfer paid later
 * (unpaid until received, with a deadline), and a Klarna-style pay-later provider.
 */
export const paymentMethods = ['card', 'bank_transfer', 'pay_later'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Checkout step 2, shipping method (`shipping_method`): the id of an offered method. */
export const shippingMethodSchema = z.object({
  shippingMethodId: textField([], { required: 'validation.shippingMethod.required' }),
});

/** Checkout step 3, payment (`payment_method`): card details only when paying by card. */
export function createPaymentMethodSchema(options: PaymentCardSchemaOptions = {}) {
  return z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('card'), card: createPaymentCardSchema(options) }),
      z.object({ method: z.literal('bank_transfer') }),
      z.object({ method: z.literal('pay_later') }),
    ],
    { error: 'validation.paymentMethod.required' },
  );
}

export const paymentMethodSchema = createPaymentMethodSchema();
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;
export type PaymentMethodSelection = z.output<typeof paymentMethodSchema>;

/**
 * The whole checkout (the `all_in_one_checkout` step, and what the server re-validates before
 * placing an order): contact, delivery address, shipping method and payment. With a pay-later
 * method the address must also meet the Klarna-style rules.
 */
export function createCheckoutSchema(options: PaymentCardSchemaOptions = {}) {
  return contactInformationSchema
    .extend({
      shippingAddress: shippingAddressSchema,
      shippingMethodId: shippingMethodSchema.shape.shippingMethodId,
      payment: createPaymentMethodSchema(options),
    })
    .superRefine((checkout, ctx) => {
      if (checkout.payment?.method === 'pay_later') {
        checkKlarnaRules(checkout.shippingAddress, ctx, ['shippingAddress']);
      }
    });
}

/** {@link createCheckoutSchema} with the real clock. */
export const checkoutSchema = createCheckoutSchema();
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;
