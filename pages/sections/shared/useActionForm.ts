/**
 * One posted form's state, for the checkout steps and the account forms: react-hook-form
 * validating with the form's lib/validation schema (on submit, then on blur/change of touched
 * fields), the route action's answer merged onto the fields, and submission through react-router
 * so a valid post moves on without a full reload. Before hydration — and always without
 * JavaScript — the errors shown are the ones the action rendered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldValues, get, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigation, useSubmit } from 'react-router';
import type { z } from 'zod';
import { FORM_ERROR, type FormErrors, type FormValues, nestValues } from '../main-checkout/checkoutForm';
import { useHydrated } from './useHydrated';

/** What the action answered this form after a refused post: what was typed, what is wrong. */
export interface ActionFormAnswer {
  values: FormValues;
  errors: FormErrors;
}

export interface ActionFormOptions {
  // biome-ignore lint/suspicious/noExplicitAny: each form passes its own schema; values are read by name.
  schema: z.ZodType<any, any>;
  /** Values to start from, used unless the shopper just posted this form. */
  initialValues: FormValues;
  /** Field names in page order: the error summary lists and focuses them in this order. */
  fieldOrder: readonly string[];
  /** The action's answer when it belongs to this form. */
  answer: ActionFormAnswer | undefined;
  /** Whether the post in flight is this form's. */
  ownsPost: (formData: FormData | undefined) => boolean;
  /** Submits the form element some other way (a fetcher) instead of navigating. */
  submitWith?: (form: HTMLFormElement) => void;
}

export interface ActionForm {
  form: UseFormReturn<FieldValues>;
  /** Validates, then submits the form element to the route action. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The message (id or text) to show under a field, if any. */
  errorOf: (name: string) => string | undefined;
  /** Field errors in page order, for the summary. */
  fieldErrors: { name: string; message: string }[];
  /** An error that belongs to no field (a declined payment, a store failure). */
  formError: string | undefined;
  /** The values to render inputs with (the posted ones after a failed post). */
  values: FormValues;
  submitting: boolean;
}

export function useActionForm({
  schema,
  initialValues,
  fieldOrder,
  answer,
  ownsPost,
  submitWith,
}: ActionFormOptions): ActionForm {
  const serverErrors: FormErrors = answer?.errors ?? {};
  const values = answer ? { ...initialValues, ...answer.values } : initialValues;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();

  const form = useForm<FieldValues>({
    // The resolver's types follow the schema; the form reads and writes values by name.
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    defaultValues: nestValues(values),
    mode: 'onTouched',
    shouldFocusError: true,
  });

  // The action's field errors (a store refusal after the browser's checks passed) onto the fields.
  useEffect(() => {
    if (!answer) return;
    const names = fieldOrder.filter((name) => answer.errors[name]);
    for (const name of names) form.setError(name, { type: 'server', message: answer.errors[name] });
    if (names[0]) form.setFocus(names[0]);
  }, [answer, fieldOrder, form]);

  const errorOf = (name: string): string | undefined => {
    if (!hydrated) return serverErrors[name];
    const error: { message?: unknown } | undefined = get(form.formState.errors, name);
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const showSummary = !hydrated || form.formState.submitCount > 0 || answer !== undefined;
  const fieldErrors = showSummary
    ? fieldOrder.flatMap((name) => {
        const message = errorOf(name);
        return message ? [{ name, message }] : [];
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
      ownsPost(navigation.formData),
  };
}
