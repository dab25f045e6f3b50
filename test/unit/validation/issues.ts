import type { z } from 'zod';

/**
 * The first message id per field of a failed parse ('' for a root issue), or `{}` when the
 * input is valid — what a form would show.
 */
export function firstIssues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    issues[field] ??= issue.message;
  }
  return issues;
}

/** The first message id for one field, or undefined when that field has no issue. */
export function issueFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return firstIssues(schema, input)[field];
}
