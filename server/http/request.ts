/**
 * Reading a request: its JSON body and the validation of what it carries, with 422 answers that
 * name the wire's fields.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { WireAddress } from '../../api/cart';
import { shippingAddressSchema } from '../../lib/validation/index.ts';
import { englishValidationMessage, fieldErrors } from '../../lib/validation/messages.ts';
import type { StoredAddress } from '../db/schema';
import { ApiError } from './errors';
import { INVALID_DATA } from './validate';

/** The JSON body as an object; 400 for anything that is not a JSON object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Malformed JSON body: expected an object');
  }
  return body as Record<string, unknown>;
}

/**
 * Parses with a schema; failures are 422 with English messages per field (lib/validation's ids
 * are translated, zod's own texts kept), `rename` maps schema paths back to wire names.
 */
export function parseOr422<T extends z.ZodType>(
  schema: T,
  value: unknown,
  rename: (field: string) => string = (field) => field,
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, englishValidationMessage);
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [rename(field) || '_', list]),
  );
  const first = Object.values(renamed)[0]?.[0];
  throw new ApiError(422, first ?? INVALID_DATA, renamed);
}

// Address mapping: wire snake_case ↔ lib/validation camelCase.

const addressFieldNames: Record<keyof StoredAddress, keyof WireAddress> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  country: 'country',
  province: 'province',
  postcode: 'postcode',
  phone: 'phone',
  personalCustomsCode: 'personal_customs_code',
};

/** Validates a wire address with lib/validation's shippingAddressSchema: the checkout's address rules. */
export function parseWireAddress(value: unknown, prefix = ''): StoredAddress {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const camel = Object.fromEntries(
    Object.entries(addressFieldNames).map(([camelName, wireName]) => [
      camelName,
      source[wireName] ?? (wireName === 'postcode' ? source.zip : undefined),
    ]),
  );
  const rename = (field: string) => {
    const [head, ...rest] = field.split('.');
    const wire = addressFieldNames[head as keyof StoredAddress] ?? head;
    return `${prefix}${[wire, ...rest].join('.')}`;
  };
  return parseOr422(shippingAddressSchema, camel, rename) as StoredAddress;
}
