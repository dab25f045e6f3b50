/**
 * Input validation with the contract's zod schemas (api/). Bad input is always a 4xx with a clear
 * message, never a 500 (issue 3 item 6):
 * - a body that is not JSON, or not an object → 400 `Malformed JSON body`
 * - a value that fails the schema → 422 `The given data was invalid.` with `errors.field[]`
 */
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors';

export const INVALID_DATA = 'The given data was invalid.';

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = errors[key] ?? [];
    list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

function parseOr422<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(422, INVALID_DATA, fieldErrors(result.error));
  return result.data;
}

/** Collects a query string into an object; repeated keys become arrays (`?option=a&option=b`). */
function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

export const validQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', (_value, c) => parseOr422(schema, queryObject(c)));

export const validParams = <T extends z.ZodType>(schema: T) =>
  validator('param', (value) => parseOr422(schema, value));

export const validJson = <T extends z.ZodType>(schema: T) =>
  validator('json', async (_value, c) => {
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
    return parseOr422(schema, body);
  });

/** Rejects request bodies whose declared type is not JSON on JSON endpoints. */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  const length = c.req.header('content-length');
  if (length !== '0' && type !== '' && !/^application\/(.+\+)?json/i.test(type)) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  await next();
};
