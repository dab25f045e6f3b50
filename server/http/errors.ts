/**
 * JSON errors everywhere: `{ message, errors?: { field: [messages] } }`. Routes and the http layer
 * throw `ApiError` (a status of their own); domain code throws `DomainError` (a code), which
 * `errorAnswer` maps here — the one place that knows which status each refusal gets.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorCode, type MessageRef, type MessageRefs } from '../domain/errors';
import type { Locale } from './lang';
import { localize } from './messages';

export { PRODUCT_NOT_AVAILABLE } from '../domain/errors';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** An error that becomes a JSON response with its status; thrown anywhere in a handler. */
export class ApiError extends HTTPException {
  readonly errors: FieldErrors | undefined;
  /** The language-pack messages behind `message` and `errors` (the validator's 422 has them). */
  readonly refs: MessageRefs | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors, refs?: MessageRefs) {
    super(status, { message });
    this.errors = errors;
    this.refs = refs;
  }

  /** The JSON body, in `lang` where a text names its pack message (English otherwise). */
  toBody(lang: Locale = 'en-US'): ErrorBody {
    return localizedBody(lang, this.message, this.errors, this.refs);
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
 * The body with each text that has a pack message said in `lang`; en-US, a text without one, or
 * a pack that cannot say it keep the English exactly.
 */
function localizedBody(
  lang: Locale,
  message: string,
  errors: FieldErrors | undefined,
  refs: MessageRefs | undefined,
): ErrorBody {
  if (lang === 'en-US' || !refs) return errorBody(message, errors);
  const say = (english: string, ref: MessageRef | undefined) =>
    ref ? localize(lang, ref, english) : english;
  const said =
    errors &&
    Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field,
        list.map((english, index) => say(english, refs.fields?.[field]?.[index])),
      ]),
    );
  return errorBody(say(message, refs.message), said);
}

/**
 * The answer for a thrown error the app knows (an `ApiError`, a `DomainError`, Hono's own
 * `HTTPException`); undefined for anything else, which is a 500 (or a 503 for an outage). Texts
 * whose pack messages the error names are in `lang` (the request's X-LANG); the rest stay English.
 */
export function errorAnswer(
  error: unknown,
  lang: Locale = 'en-US',
): { status: ContentfulStatusCode; body: ErrorBody } | undefined {
  if (error instanceof ApiError) return { status: error.status, body: error.toBody(lang) };
  if (error instanceof DomainError) {
    return {
      status: domainErrorStatus[error.code],
      body: localizedBody(lang, error.message, error.fields, error.refs),
    };
  }
  if (error instanceof HTTPException) {
    return {
      status: error.status as ContentfulStatusCode,
      body: { message: error.message || 'Request failed' },
    };
  }
  return undefined;
}
