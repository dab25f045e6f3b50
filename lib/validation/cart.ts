import { z } from 'zod';
import { maxLength, optionalTextField, textField } from './textField.ts';

/** Cart note up to 500 characters (with a current/max counter). */
export const cartNoteMaxLength = 500;
/** Search field q, max length 255. */
export const searchQueryMaxLength = 255;
/** Longest discount code we accept; real codes are short, this bounds the lookup. */
export const couponCodeMaxLength = 64;

/**
 * Cart note; may be empty (clearing the note). Not trimmed: the shopper's line breaks and spacing
 * are theirs, and the counter must match what they typed.
 */
export const cartNoteSchema = optionalTextField(
  [maxLength(cartNoteMaxLength, 'validation.cartNote.tooLong')],
  {
    trim: false,
  },
);

/** Body of `POST /api/store/cart/note`. */
export const cartNoteRequestSchema = z.object({ note: cartNoteSchema });

/** Search query q; empty means "show the search page". */
export const searchQuerySchema = optionalTextField([
  maxLength(searchQueryMaxLength, 'validation.searchQuery.tooLong'),
]);

/** Discount code (required; Apply stays disabled while blank). Trimmed. */
export const couponCodeSchema = textField([maxLength(couponCodeMaxLength, 'validation.couponCode.tooLong')], {
  required: 'validation.couponCode.required',
});
