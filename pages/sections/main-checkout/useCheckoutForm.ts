/**
 * One checkout step's form state: react-hook-form validating with the step's lib/validation
 * schema (on submit, then on blur/change of touched fields), the server's answer (the route
 * action's errors) merged onto the fields, and submission through react-router so a valid step
 * moves on without a full reload. Before hydration — and always without JavaScript — the errors
 * shown are the ones the action rendered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldValues, get, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '../shared/useHydrated';
import type { CheckoutActionData } from './checkoutAction.server';
import { FORM_ERROR, type FormErrors, type FormValues, nestValues } from './checkoutForm';
import type { CheckoutStep } from './steps';

export interface CheckoutFormOptions {
  step: CheckoutStep;
  // biome-ignore lint/suspicious/noExplicitAny: each step passes its own schema; values are read by name.
  schema: z.ZodType<any, any>;
  /** Values from the cart, used unless the shopper just posted this step. */
  initialValues: FormValues;
  /** Field names in page order: the error summary lists and focuses them in this order. */
  fieldOrder: readonly string[];
}

export interface CheckoutForm {
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

export function useCheckoutForm({
  step,
  schema,
  initialValues,
  fieldOrder,
}: CheckoutFormOptions): CheckoutForm {
  const actionData = useActionData() as CheckoutActionData | undefined;
  const answer = actionData?.step === step ? actionData : undefined;
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
    if (target instanceof HTMLFormElement) submit(target);
  });

  return {
    form,
    onSubmit,
    errorOf,
    fieldErrors,
    formError: serverErrors[FORM_ERROR],
    values,
    submitting: navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post',
  };
}
