import { Button, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { emailInputMaxLength as emailMaxLength } from '../../../lib/validation/contactLimits';
import * as styles from './newsletterForm.css';

export interface NewsletterFormProps {
  /** Where the subscription comes from, sent as `code`. @default 'footer' */
  code?: string;
  /** The email field's error, a message id. */
  error?: string;
  /** The email to show again after a refused post. */
  email?: string;
  /** Ids unique on the page. @default 'newsletter' */
  idPrefix?: string;
}

/**
 * Email signup: a plain POST to `/pages/newsletter` (works without JavaScript), which mails a
 * confirmation link (double opt-in).
 */
export const NewsletterForm = ({
  code = 'footer',
  error,
  email,
  idPrefix = 'newsletter',
}: NewsletterFormProps) => {
  const intl = useIntl();
  return (
    <form
      method="post"
      action="/pages/newsletter"
      className={styles.form}
      aria-labelledby={`${idPrefix}-heading`}
    >
      <p id={`${idPrefix}-heading`}>{intl.formatMessage({ id: 'newsletter.heading' })}</p>
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="code" value={code} />
      <div>
        <TextField
          id={`${idPrefix}-email`}
          label={intl.formatMessage({ id: 'newsletter.email' })}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          defaultValue={email}
          error={error ? intl.formatMessage({ id: error }) : undefined}
        />
        <Button type="submit">{intl.formatMessage({ id: 'newsletter.subscribe' })}</Button>
      </div>
    </form>
  );
};
