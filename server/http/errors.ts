/**
 * JSON errors everywhere (ARCHITECTURE §6): `{ message, errors?: { field: [messages] } }`.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** An error that becomes a JSON response with its status; thrown anywhere in a handler. */
export class ApiError extends HTTPException {
  readonly errors: FieldErrors | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
    super(status, { message });
    this.errors = errors;
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message);

/** spec §8: the storefront shows this text when a product fetch answers 404. */
export const PRODUCT_NOT_AVAILABLE = 'The product is no longer available';
