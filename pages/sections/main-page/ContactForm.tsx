import { Form, useActionData, useNavigation } from 'react-router';
import { Button, Stack, Text, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { contactMessageMaxLength, contactNameMaxLength, emailMaxLength } from '../../../lib/validation';
import * as styles from './mainPage.css';
import type { FormActionData } from './model';

/**
 * The contact form: a plain POST to the page's own action (it works without JavaScript); the
 * action answers the field errors (message ids) and the values back, or `ok`.
 */
export const ContactForm = () => {
  const intl = useIntl();
  const answer = useActionData() as FormActionData | undefined;
  const navigation = useNavigation();
  const result = answer?.form === 'contact' ? answer : undefined;
  const errors = result?.errors ?? {};
  const values = result?.ok ? {} : (result?.values ?? {});
  const error = (field: string) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);
  return (
    <Stack space="medium">
      {result?.ok ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage({ id: 'contact.sent' })}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className={styles.form}
        aria-label={intl.formatMessage({ id: 'contact.formLabel' })}
      >
        <input type="hidden" name="intent" value="contact" />
        <TextField
          label={intl.formatMessage({ id: 'contact.name' })}
          name="name"
          autoComplete="name"
          required
          maxLength={contactNameMaxLength}
          defaultValue={values.name}
          error={error('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'contact.email' })}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          defaultValue={values.email}
          error={error('email')}
        />
        <label className={styles.textareaLabel}>
          {intl.formatMessage({ id: 'contact.message' })}
          <textarea
            className={styles.textarea}
            name="message"
            required
            rows={6}
            maxLength={contactMessageMaxLength}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
          {errors.message ? (
            <span id="contact-message-error" className={styles.error}>
              {error('message')}
            </span>
          ) : null}
        </label>
        <div>
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            {intl.formatMessage({ id: 'contact.send' })}
          </Button>
        </div>
        <Text tone="secondary" size="small">
          {intl.formatMessage({ id: 'contact.privacy' })}
        </Text>
      </Form>
    </Stack>
  );
};
