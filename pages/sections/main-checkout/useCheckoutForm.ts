/** One checkout step's form state (the shared action form hook, keyed by the step). */
import { useActionData } from 'react-router';
import type { z } from 'zod';
import { type ActionForm, useActionForm } from '../shared/useActionForm';
import type { CheckoutActionData } from './checkoutAction.server';
import type { FormValues } from './checkoutForm';
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

/** Any post is the step's: the checkout page has one form. */
const anyPost = () => true;

export function useCheckoutForm({ step, ...options }: CheckoutFormOptions): ActionForm {
  const actionData = useActionData() as CheckoutActionData | undefined;
  return useActionForm({
    ...options,
    answer: actionData?.step === step ? actionData : undefined,
    ownsPost: anyPost,
  });
}
