/**
 * One account form's state: react-hook-form validating with the form's lib/validation schema (on
 * submit, then on blur/change of touched fields), the route action's answer merged onto the
 * fields, and submission through react-router so a valid post moves on without a full reload.
 * Before hydration — and always without JavaScript — the errors shown are the ones the action
 * rendered. The checkout's form hook, keyed by a form name instead of a step.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldValues, get, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '../sections/shared/useHydrated';
import {
  type AccountActionData,
  FORM_ERROR,
  type FormErrors,
  type FormValues,
  nestValues,
} from './accountForm';

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

export interface AccountForm {
  form: UseFormReturn<FieldValues>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  errorOf: (name: string) => string | undefined;
  fieldErrors: { name: string; message: string }[];
  formError: string | undefined;
  values: FormValues;
  submitting: boolean;
}

export function useAccountForm({
  name,
  schema,
  initialValues,
  fieldOrder,
  answer: given,
  submitWith,
}: AccountFormOptions): AccountForm {
  const actionData = useActionData() as AccountActionData | undefined;
  const posted = given ?? actionData;
  const answer = posted?.form === name && posted.errors ? posted : undefined;
  const serverErrors: FormErrors = answer?.errors ?? {};
  const values = answer ? { ...initialValues, ...answer.values } : initialValues;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();

  const form = useForm<FieldValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    defaultValues: nestValues(values),
    mode: 'onTouched',
    shouldFocusError: true,
  });

  useEffect(() => {
    if (!answer) return;
    const names = fieldOrder.filter((field) => answer.errors[field]);
    for (const field of names) form.setError(field, { type: 'server', message: answer.errors[field] });
    if (names[0]) form.setFocus(names[0]);
  }, [answer, fieldOrder, form]);

  const errorOf = (field: string): string | undefined => {
    if (!hydrated) return serverErrors[field];
    const error: { message?: unknown } | undefined = get(form.formState.errors, field);
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const showSummary = !hydrated || form.formState.submitCount > 0 || answer !== undefined;
  const fieldErrors = showSummary
    ? fieldOrder.flatMap((field) => {
        const message = errorOf(field);
        return message ? [{ name: field, message }] : [];
      })
    : [];

  const onSubmit = form.handleSubmit((_values, event) => {
    const target = event?.target;
    if (!(target instanceof HTMLFormElement)) return;
    if (submitWith) submitWith(target);
    else submit(target);
  });

  return {
    form,
    onSubmit,
    errorOf,
    fieldErrors,
    formError: serverErrors[FORM_ERROR],
    values,
    submitting:
      navigation.state !== 'idle' &&
      navigation.formMethod?.toLowerCase() === 'post' &&
      navigation.formData?.get('_form') === name,
  };
}
