import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { TextField } from '../TextField/TextField';
import * as styles from './Reviews.css';

export type ReviewField = 'name' | 'email' | 'rating' | 'title' | 'body' | 'photos';

export interface ReviewFormValues {
  name: string;
  email: string;
  /** '1'–'5', or '' before the shopper picks. */
  rating: string;
  title: string;
  body: string;
}

export interface ReviewFormProps {
  /** Where the form posts (`multipart/form-data`, so it works without JavaScript). */
  action: string;
  productId: number;
  /** The shopper's input, kept when the form comes back with errors. */
  values?: Partial<ReviewFormValues>;
  /** A message per field, shown under it and announced with it. */
  errors?: Partial<Record<ReviewField, ReactNode>>;
  /** Disables the button while a script sends the review. */
  submitting?: boolean;
  /** With JavaScript: check and send the form yourself (call `preventDefault`). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Longest review text.
   * @default 2000
   */
  bodyMaxLength?: number;
}

const ratings = ['1', '2', '3', '4', '5'] as const;

/**
 * The write-a-review form: name, email, a 1–5 star rating, an optional title, the review (≤ 2000
 * characters, counted as the shopper types) and up to 5 photos (JPG, PNG or GIF).
 */
export const ReviewForm = ({
  action,
  productId,
  values = {},
  errors = {},
  submitting = false,
  onSubmit,
  bodyMaxLength = 2000,
}: ReviewFormProps) => {
  const intl = useIntl();
  const id = useId();
  const [bodyLength, setBodyLength] = useState(values.body?.length ?? 0);
  const errorId = (field: ReviewField) => `${id}-${field}-error`;
  const errorOf = (field: ReviewField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        <Icon name="warning" size="small" />
        {errors[field]}
      </p>
    ) : null;
  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="product_id" value={productId} />
      <TextField
        label={intl.formatMessage({ id: 'reviews.form.name' })}
        name="name"
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
        maxLength={255}
        required
      />
      <TextField
        label={intl.formatMessage({ id: 'reviews.form.email' })}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
        description={intl.formatMessage({ id: 'reviews.form.emailHint' })}
        required
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.rating ? errorId('rating') : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className={styles.legend}>
          <FormattedMessage id="reviews.form.rating" />
        </legend>
        <div className={styles.stars}>
          {ratings.map((rating) => (
            <label key={rating} className={styles.starLabel}>
              <input
                className={styles.starInput}
                type="radio"
                name="rating"
                value={rating}
                defaultChecked={values.rating === rating}
                aria-label={intl.formatMessage({ id: 'reviews.stars' }, { rating: Number(rating) })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {errorOf('rating')}
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'reviews.form.title' })}
        name="title"
        defaultValue={values.title}
        error={errors.title}
        maxLength={255}
      />
      <div className={styles.fieldset}>
        <label className={styles.legend} htmlFor={`${id}-body`}>
          <FormattedMessage id="reviews.form.body" />
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          name="body"
          rows={6}
          maxLength={bodyMaxLength}
          defaultValue={values.body}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-count${errors.body ? ` ${errorId('body')}` : ''}`}
          onChange={(event) => setBodyLength(event.target.value.length)}
        />
        <p id={`${id}-body-count`} className={styles.hint}>
          <FormattedMessage id="reviews.form.bodyCount" values={{ count: bodyLength, max: bodyMaxLength }} />
        </p>
        {errorOf('body')}
      </div>
      <div className={styles.fieldset}>
        <label className={styles.legend} htmlFor={`${id}-photos`}>
          <FormattedMessage id="reviews.form.photos" />
        </label>
        <input
          id={`${id}-photos`}
          className={styles.fileInput}
          type="file"
          name="photos"
          multiple
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={`${id}-photos-hint${errors.photos ? ` ${errorId('photos')}` : ''}`}
        />
        <p id={`${id}-photos-hint`} className={styles.hint}>
          <FormattedMessage id="reviews.form.photosHint" />
        </p>
        {errorOf('photos')}
      </div>
      <div>
        <Button type="submit" variant="solid" tone="brandAccent" disabled={submitting}>
          <FormattedMessage id={submitting ? 'reviews.form.submitting' : 'reviews.form.submit'} />
        </Button>
      </div>
    </form>
  );
};
