// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avatarImageSchema,
  imageSizeLimits,
  isAllowedImageType,
  reviewPhotoSchema,
  reviewSchema,
} from '../../../lib/validation/review.ts';
import { firstIssues } from './issues.ts';

const MB = 1024 * 1024;
const photo = (name = 'shoe.jpg', type = 'image/jpeg', size = 2 * MB) => ({ name, type, size });
const review = { name: 'Ada', email: 'ada@example.com', rating: 5, body: 'Lovely shoes.', photos: [] };

describe('reviewSchema', () => {
  it('accepts a complete review and defaults photos to none', () => {
    const { photos, ...withoutPhotos } = review;
    expect(reviewSchema.parse(withoutPhotos)).toEqual({ ...withoutPhotos, photos: [] });
  });

  it('requires name, a valid email, a rating and a body', () => {
    expect(firstIssues(reviewSchema, { name: '', email: 'x', rating: undefined, body: ' ' })).toEqual({
      name: 'validation.reviewName.required',
      email: 'validation.email.invalid',
      rating: 'validation.rating.required',
      body: 'validation.reviewBody.required',
    });
  });

  it.each([1, 2, 3, 4, 5, '4'])('accepts the rating %j', (rating) => {
    expect(firstIssues(reviewSchema, { ...review, rating })).toEqual({});
  });

  it.each([0, 6, 3.5, -1, '0', '6'])('rejects the rating %j as out of range', (rating) => {
    expect(firstIssues(reviewSchema, { ...review, rating }).rating).toBe('validation.rating.range');
  });

  it.each([undefined, null, '', 'five', Number.NaN])('asks for a rating when given %j', (rating) => {
    expect(firstIssues(reviewSchema, { ...review, rating }).rating).toBe('validation.rating.required');
  });

  it('allows a review body of 2000 characters and rejects 2001', () => {
    expect(firstIssues(reviewSchema, { ...review, body: 'b'.repeat(2000) })).toEqual({});
    expect(firstIssues(reviewSchema, { ...review, body: 'b'.repeat(2001) }).body).toBe(
      'validation.reviewBody.tooLong',
    );
  });

  it('allows up to 5 photos', () => {
    expect(
      firstIssues(reviewSchema, { ...review, photos: Array.from({ length: 5 }, () => photo()) }),
    ).toEqual({});
    expect(
      firstIssues(reviewSchema, { ...review, photos: Array.from({ length: 6 }, () => photo()) }).photos,
    ).toBe('validation.photos.tooMany');
  });

  it('reports a bad photo at its index', () => {
    expect(
      firstIssues(reviewSchema, { ...review, photos: [photo(), photo('cat.webp', 'image/webp')] }),
    ).toEqual({
      'photos.1': 'validation.photo.type',
    });
  });

  it('passes browser File objects through unchanged', () => {
    const file = new File([new Uint8Array(10)], 'shoe.png', { type: 'image/png' });
    const parsed = reviewSchema.parse({ ...review, photos: [file] });
    expect(parsed.photos[0]).toBe(file);
  });
});

describe('review photos', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.b.Gif', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(isAllowedImageType({ name, type })).toBe(true);
  });

  it.each([
    ['a.webp', 'image/webp'],
    ['a.heic', 'image/heic'],
    ['a.svg', 'image/svg+xml'],
    ['a.jpg', 'application/pdf'],
    ['a.pdf', 'image/jpeg'],
    ['jpg', 'image/jpeg'],
    ['a.jpg.exe', ''],
  ])('rejects %s (%s)', (name, type) => {
    expect(isAllowedImageType({ name, type })).toBe(false);
  });

  it('exports both size limits: 8 MB for review photos, 5 MB for an avatar', () => {
    expect(imageSizeLimits).toEqual({ reviewPhotoBytes: 8 * MB, avatarBytes: 5 * MB });
  });

  it('accepts a review photo of exactly 8 MB and rejects one byte more', () => {
    expect(reviewPhotoSchema.safeParse(photo('a.jpg', 'image/jpeg', 8 * MB)).success).toBe(true);
    expect(
      reviewPhotoSchema.safeParse(photo('a.jpg', 'image/jpeg', 8 * MB + 1)).error?.issues[0]?.message,
    ).toBe('validation.photo.tooLarge8mb');
  });

  it('accepts an avatar of exactly 5 MB and rejects one byte more', () => {
    expect(avatarImageSchema.safeParse(photo('a.png', 'image/png', 5 * MB)).success).toBe(true);
    expect(
      avatarImageSchema.safeParse(photo('a.png', 'image/png', 5 * MB + 1)).error?.issues[0]?.message,
    ).toBe('validation.photo.tooLarge5mb');
  });

  it.each([null, 'a.jpg', { name: 'a.jpg' }, { name: 'a.jpg', type: 'image/jpeg', size: -1 }])(
    'rejects %j as not a file',
    (value) => {
      expect(reviewPhotoSchema.safeParse(value).error?.issues[0]?.message).toBe('validation.photo.invalid');
    },
  );

  it('never accepts a photo over the limit, whatever its type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a.jpg', 'b.png', 'c.gif', 'd.webp'),
        fc.integer({ min: 8 * MB + 1, max: 100 * MB }),
        (name, size) => {
          expect(reviewPhotoSchema.safeParse({ name, type: '', size }).success).toBe(false);
        },
      ),
    );
  });
});
