import { Form, useActionData, useNavigation } from 'react-router';
import { Button, Stack, Text, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import {
  contactMessageMaxLength,
  contactNameMaxLength,
  emailInputMaxLength as emailMaxLength,
} from '../../../lib/validation/contactLimits';
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
      {result?.ok ? <p role="status">{intl.formatMessage({ id: 'contact.sent' })}</p> : null}
      {errors.form ? <p role="alert">{error('form')}</p> : null}
      <Form method="post" noValidate aria-label={intl.formatMessage({ id: 'contact.formLabel' })}>
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
        <label data-field="">
          {intl.formatMessage({ id: 'contact.message' })}
          <textarea
            name="message"
            required
            rows={6}
            maxLength={contactMessageMaxLength}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
          {errors.message ? (
            <span id="contact-message-error" data-error="">
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
