import { z } from 'zod';
import { emailSchema } from './contact.ts';
import { maxLength, textField } from './textField.ts';

/** Tracking numbers are 5–50 letters and digits. */
export const trackingNumberPattern = /^[A-Za-z0-9]{5,50}$/;

/** Order number (as printed on the thank-you page and emails; "#1001" and "1001" both fine). */
export const orderNumberSchema = textField([maxLength(64, 'validation.orderNumber.tooLong')], {
  required: 'validation.orderNumber.required',
});

/** Tracking number, spaces removed (carriers print them in groups). */
export const trackingNumberSchema = textField(
  [[(value) => trackingNumberPattern.test(value.replace(/ /g, '')), 'validation.trackingNumber.invalid']],
  { required: 'validation.trackingNumber.required' },
).transform((value) => value.replace(/ /g, ''));

/** Track Your Order by order number and email (both required). */
export const orderLookupSchema = z.object({
  by: z.literal('order'),
  orderNumber: orderNumberSchema,
  email: emailSchema,
});

/** Track Your Order by carrier tracking number. */
export const trackingNumberLookupSchema = z.object({
  by: z.literal('tracking'),
  trackingNumber: trackingNumberSchema,
});

/** The Track Your Order form: either way of looking an order up, told apart by `by`. */
export const orderTrackingSchema = z.discriminatedUnion('by', [
  orderLookupSchema,
  trackingNumberLookupSchema,
]);
export type OrderTrackingInput = z.input<typeof orderTrackingSchema>;
export type OrderTracking = z.output<typeof orderTrackingSchema>;
