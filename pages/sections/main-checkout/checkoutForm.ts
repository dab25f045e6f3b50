/**
 * The checkout forms as data: their field names, the lib/validation schemas each step is checked
 * with (the same ones the store API uses, so the browser, the route action and the server agree),
 * reading a posted form, and turning zod issues or store errors into one message per field.
 *
 * A message is a react-intl id (`validation.*`, `checkout.PAYMENT_*`, `checkout.error.*`) or, for an
 * answer the store words itself, its English text. Pure: imported by the route action and the forms.
 */
import { z } from 'zod';
import { StoreApiError } from '../../../api/client';
import { isPaymentErrorCode } from '../../../lib/orders/paymentErrors';
import {
  addressFieldFromWire,
  addressFields,
  checkCountryRules,
  contactInformationSchema,
  createPaymentMethodSchema,
  type PaymentCardSchemaOptions,
  shippingMethodSchema,
  validationMessages,
} from '../../../lib/validation';
import type { CheckoutStep } from './steps';

/** Field names per step, as the inputs are named (nested payment fields use dotted names). */
export const stepFields = {
  contact_information: [
    'email',
    'country',
    'firstName',
    'lastName',
    'address1',
    'address2',
    'city',
    'province',
    'postcode',
    'phone',
    'personalCustomsCode',
  ],
  shipping_method: ['shippingMethodId'],
  payment_method: ['method', 'card.number', 'card.name', 'card.expiry', 'card.securityCode'],
} as const satisfies Record<CheckoutStep, readonly string[]>;

/** Information step: contact plus the delivery address, with the address's country rules. */
export const informationStepSchema = z
  .object({ ...contactInformationSchema.shape, ...addressFields })
  .superRefine(checkCountryRules);
export type InformationStep = z.output<typeof informationStepSchema>;

/** Shipping step: an offered method's id. */
export const shippingStepSchema = shippingMethodSchema;

/**
 * Payment step: the card (test gateway) or a bank transfer. Pay-later is part of the shared schema
 * but has no backend, so this form never offers it and the store refuses it.
 */
export const createPaymentStepSchema = (options: PaymentCardSchemaOptions = {}) =>
  createPaymentMethodSchema(options);

/** Posted field values by input name: text as typed, a ticked checkbox `on`, missing ones left out. */
export type FormValues = Record<string, string>;
/** One message per field name; `_form` holds what belongs to no field. */
export type FormErrors = Record<string, string>;
export const FORM_ERROR = '_form';

/** The step's values from a posted form; files and unknown names are ignored. */
export function readForm(formData: FormData, step: CheckoutStep): FormValues {
  const values: FormValues = {};
  for (const name of stepFields[step]) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** `{'card.number': '4242'}` → `{card: {number: '4242'}}`, the shape the schemas expect. */
export function nestValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.');
    let target = nested;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
      target[key] = child;
      target = child;
    }
    target[path.at(-1) as string] = value;
  }
  return nested;
}

/** The first message per field of a zod error, by dotted field name. */
export function errorsFromZod(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || FORM_ERROR;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The step's schema (the card expiry is checked against `now`). */
function schemaFor(step: CheckoutStep, now: () => Date) {
  if (step === 'contact_information') return informationStepSchema;
  if (step === 'shipping_method') return shippingStepSchema;
  return createPaymentStepSchema({ now });
}

interface StepOutput {
  contact_information: InformationStep;
  shipping_method: z.output<typeof shippingStepSchema>;
  payment_method: z.output<ReturnType<typeof createPaymentStepSchema>>;
}

/** Validates a step's posted values with the shared schema. */
export function parseStep<S extends CheckoutStep>(
  step: S,
  values: FormValues,
  now: () => Date = () => new Date(),
): { ok: true; data: StepOutput[S] } | { ok: false; errors: FormErrors } {
  const result = schemaFor(step, now).safeParse(nestValues(values));
  if (result.success) return { ok: true, data: result.data as StepOutput[S] };
  return { ok: false, errors: errorsFromZod(result.error) };
}

/** Store field names other than the address's (snake_case, with prefixes) → this form's input names. */
const storeFieldNames: Record<string, string> = {
  email: 'email',
  shipping_method_id: 'shippingMethodId',
  'payment.method': 'method',
  'payment.card.number': 'card.number',
  'payment.card.name': 'card.name',
  'payment.card.expiry': 'card.expiry',
  'payment.card.security_code': 'card.securityCode',
};

/** The input a store field name belongs to: the address's by lib/validation's one mapping. */
const inputForStoreField = (field: string): string | undefined =>
  storeFieldNames[field] ?? addressFieldFromWire(field);

const englishToId = new Map<string, string>(
  Object.entries(validationMessages).map(([id, text]) => [text, id]),
);

/** Our id for an English text the store sent, so the shopper reads it in their language. */
export function messageIdFor(text: string): string {
  return englishToId.get(text) ?? text;
}

/**
 * A store error as form errors, on the fields the step shows (`visible`); the rest goes to
 * `_form`. A declined payment (402 `PAYMENT_*`) becomes its `checkout.PAYMENT_*` id.
 */
export function errorsFromStore(error: unknown, visible: readonly string[]): FormErrors {
  if (!(error instanceof StoreApiError)) return { [FORM_ERROR]: 'checkout.error.unavailable' };
  const paymentKey = `checkout.${error.message}`;
  if (isPaymentErrorCode(paymentKey)) return { [FORM_ERROR]: paymentKey };
  if (error.status === 404) return { [FORM_ERROR]: 'checkout.error.cartGone' };
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = messages[0];
    if (!text) continue;
    const name = inputForStoreField(field.replace(/^shipping_address\./, ''));
    const key = name && visible.includes(name) ? name : FORM_ERROR;
    errors[key] ??= messageIdFor(text);
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = error.message || 'checkout.error.unavailable';
  return errors;
}
