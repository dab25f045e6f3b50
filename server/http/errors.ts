/**
 * JSON errors everywhere: `{ message, errors?: { field: [messages] } }`. Routes and the http layer
 * throw `ApiError` (a status of their own); domain code throws `DomainError` (a code), which
 * `errorAnswer` maps here — the one place that knows which status each refusal gets.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorCode } from '../domain/errors';

export { PRODUCT_NOT_AVAILABLE } from '../domain/errors';

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
    return errorBody(this.message, this.errors);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message);

/** The HTTP status of each domain refusal. */
export const domainErrorStatus: Record<DomainErrorCode, ContentfulStatusCode> = {
  not_found: 404,
  invalid: 422,
  conflict: 409,
  in_progress: 409,
  payment_declined: 402,
};

function errorBody(message: string, errors: FieldErrors | undefined): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}

/**
 * The answer for a thrown error the app knows (an `ApiError`, a `DomainError`, Hono's own
 * `HTTPException`); undefined for anything else, which is a 500 (or a 503 for an outage).
 */
export function errorAnswer(error: unknown): { status: ContentfulStatusCode; body: ErrorBody } | undefined {
  if (error instanceof ApiError) return { status: error.status, body: error.toBody() };
  if (error instanceof DomainError) {
    return { status: domainErrorStatus[error.code], body: errorBody(error.message, error.fields) };
  }
  if (error instanceof HTTPException) {
    return {
      status: error.status as ContentfulStatusCode,
      body: { message: error.message || 'Request failed' },
    };
  }
  return undefined;
}
