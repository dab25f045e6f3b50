/**
 * Shared pieces of the store API contract.
 *
 * Money on the wire is a decimal STRING in the currency's major units with exactly its minor-unit
 * places (`"19.99"` USD, `"0.00"`, `"5000"` JPY, `"1.235"` KWD), in the store's currency. The
 * database and the domain code use integer minor units; `toWireMoney`/`fromWireMoney`
 * (lib/money) convert at the edge, so no float ever touches a price.
 */
import { z } from 'zod';
import { MAX_PAGE } from './limits';
import { strictInt } from './numbers';

export const wireMoney = z.string().regex(/^-?\d+(\.\d{1,4})?$/, 'Expected a decimal amount');
export type WireMoney = z.infer<typeof wireMoney>;

/** The converters live zod-free in lib/money (the browser needs them); kept here for callers. */
export { fromWireMoney, toWireMoney } from '../lib/money/wire';

/** `{ field: [messages] }` of a 422. */
export type FieldErrors = Record<string, string[]>;

/** Every error answer: `{ message, errors?: { field: [messages] } }`. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pageMeta = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  page_size: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export { MAX_PAGE } from './limits';

/** A positive integer id in a path, query string or body (strict: see ./numbers). */
export const idParam = strictInt({
  min: 1,
  max: 2_147_483_647,
  type: 'Must be a number',
  tooSmall: 'Must be a positive id',
  tooLarge: 'Is too large',
});

export const pageParam = strictInt({
  min: 1,
  max: MAX_PAGE,
  type: 'Must be a number',
  tooSmall: 'Must be at least 1',
  tooLarge: `Must be at most ${MAX_PAGE}`,
});

export const pageSizeParam = (max: number, fallback: number) =>
  strictInt({
    min: 1,
    max,
    type: 'Must be a number',
    tooSmall: 'Must be at least 1',
    tooLarge: `Must be at most ${max}`,
  }).default(fallback);

/** A URL handle / slug: lower-case words joined by dashes. */
export const handleParam = z
  .string()
  .min(1, 'Is required')
  .max(200, 'Must be at most 200 characters')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i, 'Must be a handle of letters, digits and dashes');

export const imageRef = z.object({
  url: z.string(),
  /** Same image with `-100` before the extension for png/jpg/jpeg/gif. */
  thumbnail: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type WireImage = z.infer<typeof imageRef>;

/** Thumbnails of png/jpg/jpeg/gif use the same name with `-100` before the extension. */
export function thumbnailUrl(url: string): string {
  return url.replace(/\.(png|jpe?g|gif)(\?.*)?$/i, '-100.$1$2');
}
