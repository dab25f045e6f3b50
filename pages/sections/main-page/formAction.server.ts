import { data } from 'react-router';
import type { z } from 'zod';
import { PRIVATE_CACHE } from '../../loaders/seo';
import type { FormActionData } from './model';

/** The posted fields as strings (a missing field is ''). */
export const formValues = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));

/** Validates `values`; on failure the action's answer: each field's first message id, the values back. */
export function checkForm<T extends z.ZodType>(
  which: FormActionData['form'],
  schema: T,
  values: Record<string, string>,
): { ok: true; value: z.output<T> } | { ok: false; answer: ReturnType<typeof formAnswer> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, answer: formAnswer({ form: which, ok: false, errors, values }, 422) };
}

export const formAnswer = (answer: FormActionData, status = 200) =>
  data(answer, { status, headers: { 'Cache-Control': PRIVATE_CACHE } });
