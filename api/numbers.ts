/**
 * Strict numbers for the contract. `z.coerce.number()` turns `null`, `false`, `""` and `[]` into
 * 0, `true` into 1 and `"0x10"` into 16, so a malformed quantity silently removed a cart line.
 * Here a number is either a JSON number or a string of plain decimal digits (query strings, path
 * parameters and form fields only carry strings); anything else fails with the schema's message.
 */
import { z } from 'zod';

const decimal = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A plain decimal string becomes its number; every other value goes to the schema untouched. */
export function strictNumberInput(value: unknown): unknown {
  return typeof value === 'string' && decimal.test(value) ? Number(value) : value;
}

/**
 * A finite whole number within `[min, max]`, read strictly (see above). The messages are the
 * schema's: `type` for a value that is no number at all.
 */
export function strictInt(options: {
  min: number;
  max: number;
  type: string;
  whole?: string;
  tooSmall: string;
  tooLarge: string;
}) {
  return z.preprocess(
    strictNumberInput,
    z
      .number({ error: options.type })
      .int(options.whole ?? 'Must be a whole number')
      .min(options.min, options.tooSmall)
      .max(options.max, options.tooLarge),
  );
}
