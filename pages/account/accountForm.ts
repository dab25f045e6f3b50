/**
 * The account forms as data: reading a posted form, checking it with its lib/validation schema
 * (the one the store API uses too), and the answer a refused post renders again — the errors and
 * every value the shopper typed except passwords, which are never written back into a page.
 * Pure: imported by the route actions and the forms.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { StoreApiError } from '../../api/client';
import { PRIVATE_CACHE } from '../loaders/seo';
import {
  errorsFromZod,
  FORM_ERROR,
  type FormErrors,
  type FormValues,
  messageIdFor,
  nestValues,
} from '../sections/main-checkout/checkoutForm';

export { FORM_ERROR, type FormErrors, type FormValues, nestValues };

/** What a refused post answers: which form, what was typed, what is wrong. */
export interface AccountActionData {
  /** The form's name (its hidden `_form` field), so only that form shows the answer. */
  form: string;
  values: FormValues;
  errors: FormErrors;
}

/** A form that went through and stays on its page (a saved address, a sent reset mail). */
export interface AccountActionNotice {
  form: string;
  notice: string;
  values?: undefined;
  errors?: undefined;
}

/** Field names that are never echoed back into the page. */
const secretFields = new Set(['password', 'passwordConfirmation', 'currentPassword', '_token']);

/** The named fields of a posted form (text only; files and unknown names are ignored). */
export function readValues(formData: FormData, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Checks posted values with a schema: the parsed data or one message id per field. */
export function parseValues<S extends z.ZodType>(
  schema: S,
  values: FormValues,
): { ok: true; data: z.output<S> } | { ok: false; errors: FormErrors } {
  const result = schema.safeParse(nestValues(values));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: errorsFromZod(result.error) };
}

/**
 * A store refusal as form errors: its field errors on the form's fields (snake_case store names
 * mapped through `fieldNames`, the rest to `_form`); without any, the store's message (or
 * `fallback` for a failure that is not a refusal).
 */
export function errorsFromStoreError(
  error: unknown,
  fieldNames: Readonly<Record<string, string>>,
  fallback = 'account.error.unavailable',
): FormErrors {
  if (!(error instanceof StoreApiError) || error.status >= 500) return { [FORM_ERROR]: fallback };
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = messages[0];
    if (!text) continue;
    const name = fieldNames[field] ?? FORM_ERROR;
    errors[name] ??= messageIdFor(text);
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = messageIdFor(error.message) || fallback;
  return errors;
}

/**
 * The refused post's answer. A plain form post (the browser asks for a document) gets the real
 * status with the page it renders; a react-router submission gets 200, so the browser logs no
 * failed request for an expected outcome the form shows inline.
 */
export function formFailure(
  request: Request,
  form: string,
  values: FormValues,
  errors: FormErrors,
  status = 422,
) {
  const documentPost = request.headers.get('accept')?.includes('text/html') ?? false;
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !secretFields.has(name)));
  const payload: AccountActionData = { form, values: kept, errors };
  return data(payload, { status: documentPost ? status : 200, headers: { 'Cache-Control': PRIVATE_CACHE } });
}

/** Which form a post is for (its hidden `_form` field). */
export const postedForm = (formData: FormData): string => {
  const value = formData.get('_form');
  return typeof value === 'string' ? value : '';
};
