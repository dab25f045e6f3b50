/** One account form's state: the shared action form hook, keyed by the form's name (`_form`). */
import { useActionData } from 'react-router';
import type { z } from 'zod';
import { type ActionForm, useActionForm } from '../sections/shared/useActionForm';
import type { AccountActionData, FormValues } from './accountForm';

export interface AccountFormOptions {
  /** The form's name, posted as `_form`; only this form reads an answer with the same name. */
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each form passes its own schema; values are read by name.
  schema: z.ZodType<any, any>;
  /** Values to start from, used unless the shopper just posted this form. */
  initialValues: FormValues;
  /** Field names in page order: the error summary lists and focuses them in this order. */
  fieldOrder: readonly string[];
  /** Answers from elsewhere (the login dialog's fetcher) instead of the route's action data. */
  answer?: AccountActionData;
  /** Submits the form element some other way (a fetcher) instead of navigating. */
  submitWith?: (form: HTMLFormElement) => void;
}

export type AccountForm = ActionForm;

export function useAccountForm({ name, answer: given, ...options }: AccountFormOptions): AccountForm {
  const actionData = useActionData() as AccountActionData | undefined;
  const posted = given ?? actionData;
  return useActionForm({
    ...options,
    answer: posted?.form === name && posted.errors ? posted : undefined,
    ownsPost: (formData) => formData?.get('_form') === name,
  });
}
