/**
 * Review photos as the store keeps them: the shopper's file is decoded and encoded again, so
 * what is stored is always a real image of an allowed kind with no metadata (camera, GPS) left,
 * whatever its name or declared type said. A file that does not decode as JPEG, PNG or GIF — a
 * script named `.png`, a WebP renamed — is refused as the wrong type.
 */
import type { Sharp } from 'sharp';
import { englishValidationMessage, imageSizeLimits } from '../../../lib/validation';
import { invalidField } from '../errors';

export type PhotoFormat = 'jpg' | 'png' | 'gif';

export interface StoredPhoto {
  format: PhotoFormat;
  /** The photo, at most 2000 px on its longer side. */
  full: Uint8Array;
  /** 100 px wide, for the review list's strip (stored as `<name>-100.<ext>`). */
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

/** A photo the store will not keep: the field is `photos.<position from 0>`. */
const photoRefused = (messageId: 'validation.photo.type' | 'validation.photo.tooLarge8mb', index: number) =>
  invalidField(`photos.${index}`, englishValidationMessage(messageId));

/** Decoding more pixels than this is refused as not an image a shopper took (a decompression bomb). */
const maxInputPixels = 50_000_000;
const maxSide = 2000;

const formats: Readonly<Record<string, PhotoFormat>> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 9 });
  return image.gif();
}

/** Checks and re-encodes one uploaded photo, or throws an `invalid` DomainError for `photos.<index>`. */
export async function storablePhoto(bytes: Uint8Array, index: number): Promise<StoredPhoto> {
  if (bytes.byteLength > imageSizeLimits.reviewPhotoBytes)
    throw photoRefused('validation.photo.tooLarge8mb', index);
  // Loaded on the first photo rather than at start-up.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { animated: true, limitInputPixels: maxInputPixels, failOn: 'error' });
  let format: PhotoFormat | undefined;
  try {
    format = formats[(await input().metadata()).format ?? ''];
  } catch {
    format = undefined;
  }
  if (!format) throw photoRefused('validation.photo.type', index);
  try {
    // `rotate()` turns the pixels the way the camera's orientation tag says before that tag (and
    // every other piece of metadata) is dropped: sharp writes none unless asked to.
    const full = await encode(
      input().rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(
      input().rotate().resize({ width: 100, withoutEnlargement: true }),
      format,
    ).toBuffer();
    return {
      format,
      full: full.data,
      thumbnail,
      width: full.info.width,
      height: full.info.pageHeight ?? full.info.height,
    };
  } catch {
    // It claimed a format but its data is broken part-way.
    throw photoRefused('validation.photo.type', index);
  }
}
