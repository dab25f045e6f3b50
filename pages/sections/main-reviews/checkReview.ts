import type { ReviewField } from '../../../components';
import { reviewSchema, type ValidationMessageId } from '../../../lib/validation';

const fields: readonly ReviewField[] = ['name', 'email', 'rating', 'title', 'body', 'photos'];

/** A file input with nothing chosen still sends one empty, nameless part: not a photo. */
export const chosenPhotos = (form: FormData): File[] =>
  form
    .getAll('photos')
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''));

/**
 * The review form checked with the rules the store applies (lib/validation): the first message id
 * per field, or null when it may be sent.
 */
export function checkReviewForm(form: FormData): Partial<Record<ReviewField, ValidationMessageId>> | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const result = reviewSchema.safeParse({
    name: text('name'),
    email: text('email'),
    rating: text('rating'),
    body: text('body'),
    photos: chosenPhotos(form),
  });
  if (result.success) return null;
  const errors: Partial<Record<ReviewField, ValidationMessageId>> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message as ValidationMessageId;
  }
  return errors;
}
