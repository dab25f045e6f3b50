/**
 * The one validator of request input, with the contract's zod schemas (api/, lib/validation).
 * Bad input is always a 4xx with a clear message, never a 500, and every route answers it alike:
 * - a body that is not JSON, or not a JSON object → 400 `Malformed JSON body…`
 * - a value that fails its schema → 422 `{ message, errors: { field: [messages] } }`: `errors`
 *   holds English messages per dotted wire field (lib/validation's message ids are translated,
 *   zod's own texts kept; a problem with the whole value is under `_`), and `message` is the
 *   first of them, so a client that shows one line shows the most useful one.
 *
 * Two ways in, same answers: Hono middleware (`validJson`, `validQuery`, `validParams`, read with
 * `c.req.valid(…)`), or calls inside a handler (`readJsonObject` + `parseOr422`) where a route
 * needs the raw body too (a cart hash in it) or renames fields. A body's content type is the
 * edge's business (server/http/edge.ts answers 415), not this module's.
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import {
  addressInputFromWire,
  addressWireNames,
  shippingAddressSchema,
} from '../../lib/validation/address.ts';
import {
  englishValidationMessage,
  isValidationMessageId,
  fieldErrors as zodFieldErrors,
} from '../../lib/validation/messages.ts';
import type { StoredAddress } from '../db/schema';
import type { MessageRef, MessageRefs } from '../domain/errors';
import { ApiError, type FieldErrors } from './errors';

/** The message of a 422 that names no field message of its own. */
export const INVALID_DATA = 'The given data was invalid.';

/** The key of problems with the whole value rather than one field. */
const WHOLE_VALUE = '_';

/** A zod error as the API's `errors`: English messages per dotted field, renamed to wire names. */
export function fieldErrors(
  error: z.ZodError,
  rename: (field: string) => string = (field) => field,
): FieldErrors {
  return fieldErrorsWithRefs(error, rename).errors;
}

/**
 * `fieldErrors`, with the language-pack message behind each text: lib/validation's message ids
 * are pack ids; zod's own texts have none (undefined) and stay English in every language.
 */
function fieldErrorsWithRefs(
  error: z.ZodError,
  rename: (field: string) => string,
): { errors: FieldErrors; refs: Record<string, (MessageRef | undefined)[]> } {
  const errors: FieldErrors = {};
  const refs: Record<string, (MessageRef | undefined)[]> = {};
  for (const [field, ids] of Object.entries(zodFieldErrors(error, (message) => message))) {
    const name = rename(field) || WHOLE_VALUE;
    errors[name] = [...(errors[name] ?? []), ...ids.map(englishValidationMessage)];
    refs[name] = [
      ...(refs[name] ?? []),
      ...ids.map((id) => (isValidationMessageId(id) ? { id } : undefined)),
    ];
  }
  return { errors, refs };
}

/**
 * The 422 for field errors: the first message leads. `refs` (by field, like `errors`) names the
 * pack messages behind the texts, so the answer can be in the shopper's language.
 */
export function invalidInput(errors: FieldErrors, refs?: MessageRefs['fields']): ApiError {
  const first = Object.entries(errors)[0];
  return new ApiError(
    422,
    first?.[1][0] ?? INVALID_DATA,
    errors,
    refs && { message: first ? refs[first[0]]?.[0] : undefined, fields: refs },
  );
}

/**
 * Parses with a schema; a failure is the 422 above. `rename` maps schema paths to wire names
 * (`securityCode` → `payment.card.security_code`).
 */
export function parseOr422<T extends z.ZodType>(
  schema: T,
  value: unknown,
  rename?: (field: string) => string,
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { errors, refs } = fieldErrorsWithRefs(result.error, rename ?? ((field) => field));
  throw invalidInput(errors, refs);
}

/** The JSON body as an object (an empty body is `{}`); 400 for anything that is not a JSON object. */
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

/** Collects a query string into an object; repeated keys become arrays (`?option=a&option=b`). */
function queryObject(c: Context): Record<string, string | string[]> {
  return gatherQuery(Object.entries(c.req.queries()));
}

/** A query string as the query validators read it: a repeated key is a list. */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const all = new Map<string, string[]>();
  for (const [key, value] of params) all.set(key, [...(all.get(key) ?? []), value]);
  return gatherQuery(all.entries());
}

function gatherQuery(entries: Iterable<[string, string[]]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of entries) {
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

export const validQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', (_value, c) => parseOr422(schema, queryObject(c)));

export const validParams = <T extends z.ZodType>(schema: T) =>
  validator('param', (value) => parseOr422(schema, value));

export const validJson = <T extends z.ZodType>(schema: T) =>
  validator('json', async (_value, c) => parseOr422(schema, await readJsonObject(c)));

/**
 * Validates a wire address (snake_case, `zip` read as `postcode`) with lib/validation's
 * `shippingAddressSchema`, the checkout's address rules; errors name the wire fields after `prefix`.
 */
export function parseWireAddress(value: unknown, prefix = ''): StoredAddress {
  const rename = (field: string) => {
    const [head, ...rest] = field.split('.');
    const wire = addressWireNames[head as keyof typeof addressWireNames] ?? head;
    return `${prefix}${[wire, ...rest].join('.')}`;
  };
  return parseOr422(shippingAddressSchema, addressInputFromWire(value), rename) as StoredAddress;
}
