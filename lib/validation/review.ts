import { z } from 'zod';
import { emailSchema } from './contact.ts';
import type { ValidationMessageId } from './messages.ts';
import { maxLength, textField } from './textField.ts';

const megabyte = 1024 * 1024;

/**
 * Two image limits exist ("8MB or 5MB", both messages are in the packs). Our choice: review photos may be up to 8 MB (phone cameras produce large JPEGs); the
 * 5 MB limit is for single profile-style images (an avatar, a contact-form attachment).
 * Both are binary megabytes, as operating systems show file sizes.
 */
export const imageSizeLimits = {
  reviewPhotoBytes: 8 * megabyte,
  avatarBytes: 5 * megabyte,
} as const;

/** At most 5 pictures per review. */
export const reviewMaxPhotos = 5;
/** Review text up to 2000 characters. */
export const reviewBodyMaxLength = 2000;

/** JPG/JPEG/PNG/GIF only — by extension, and by MIME type when the browser reports one. */
export const reviewImageExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const reviewImageMimeTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** What we need of an uploaded image: a browser `File` fits, and so does a parsed multipart part. */
export interface ImageFileLike {
  name: string;
  type: string;
  size: number;
}

function isImageFileLike(value: unknown): value is ImageFileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.name === 'string' &&
    typeof file.type === 'string' &&
    typeof file.size === 'number' &&
    Number.isFinite(file.size) &&
    file.size >= 0
  );
}

/** True when the file's name (and MIME type, if any) say JPG/JPEG/PNG/GIF. */
export function isAllowedImageType(file: Pick<ImageFileLike, 'name' | 'type'>): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const extensionOk = (reviewImageExtensions as readonly string[]).includes(extension);
  const mimeOk =
    file.type === '' || (reviewImageMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  return extensionOk && mimeOk;
}

/**
 * An image upload with a size limit. Uses `z.custom` so a browser `File` passes through unchanged
 * (an object schema would copy it into a plain object and lose the bytes).
 */
export function imageFileSchema(maxBytes: number, tooLarge: ValidationMessageId) {
  return z
    .custom<ImageFileLike>(isImageFileLike, { error: 'validation.photo.invalid' })
    .superRefine((file, ctx) => {
      if (!isAllowedImageType(file))
        ctx.addIssue({ code: 'custom', message: 'validation.photo.type', input: file });
      else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', message: tooLarge, input: file });
    });
}

export const reviewPhotoSchema = imageFileSchema(
  imageSizeLimits.reviewPhotoBytes,
  'validation.photo.tooLarge8mb',
);
export const avatarImageSchema = imageFileSchema(imageSizeLimits.avatarBytes, 'validation.photo.tooLarge5mb');

/**
 * Star rating, 1–5 whole stars (rating max 5). Form values arrive as strings ("4"); an
 * unselected rating ('' / null / undefined) or a non-number asks the shopper to choose one.
 */
export const ratingSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'validation.rating.required' })
    .int({ error: 'validation.rating.range' })
    .min(1, { error: 'validation.rating.range' })
    .max(5, { error: 'validation.rating.range' }),
);

/** Write-a-review form. */
export const reviewSchema = z.object({
  name: textField([maxLength(255, 'validation.reviewName.tooLong')], {
    required: 'validation.reviewName.required',
  }),
  email: emailSchema,
  rating: ratingSchema,
  body: textField([maxLength(reviewBodyMaxLength, 'validation.reviewBody.tooLong')], {
    required: 'validation.reviewBody.required',
  }),
  photos: z.array(reviewPhotoSchema).max(reviewMaxPhotos, { error: 'validation.photos.tooMany' }).default([]),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
