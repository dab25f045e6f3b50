/**
 * The log-in, register, forgot-password and reset-password forms. Each is a plain POST form to its
 * route (it works without JavaScript: the action answers 303 or renders the errors again with what
 * was typed, passwords excepted) and, with JavaScript, react-hook-form with the same
 * lib/validation schema before it posts.
 */
import { Form } from 'react-router';
import { Button, TextField } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { ErrorSummary, textFieldProps, useMessageText } from '../sections/main-checkout/fields';
import * as styles from './account.css';
import type { AccountActionData } from './accountForm';
import { accountUrls } from './customer';
import { forgotSchema, formFields, loginSchema, registerSchema, resetSchema } from './schemas';
import { type AccountForm, useAccountForm } from './useAccountForm';

/** TextField props for one field of a form: registered, its value and its error. */
function useField(account: AccountForm) {
  const text = useMessageText();
  return (name: string) => {
    const message = account.errorOf(name);
    return {
      ...textFieldProps(account.form, name),
      defaultValue: account.values[name] ?? '',
      error: message && text(message),
    };
  };
}

export interface LoginFormProps {
  /** Where to go after logging in (a path on this store). */
  returnTo: string;
  /** The dialog's fetcher answer, when the form is not the page's own. */
  answer?: AccountActionData;
  submitWith?: (form: HTMLFormElement) => void;
}

/** Email and password (both required); a wrong pair gets one message that does not say which. */
export const LoginForm = ({ returnTo, answer, submitWith }: LoginFormProps) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'login',
    schema: loginSchema,
    initialValues: { email: '' },
    fieldOrder: formFields.login,
    answer,
    submitWith,
  });
  const field = useField(account);
  return (
    // No `action` on the log-in page: the post goes to this URL, so `?return_to=` stays for the
    // page rendered after a refusal. The dialog names the route (its fetcher posts from anywhere).
    <Form
      method="post"
      action={submitWith ? accountUrls.login : undefined}
      noValidate
      onSubmit={account.onSubmit}
      className={styles.authForm}
    >
      <input type="hidden" name="_form" value="login" />
      <input type="hidden" name="return_to" value={returnTo} />
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <TextField
        {...field('email')}
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...field('password')}
        defaultValue=""
        label={t('account.field.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" size="large" fullWidth loading={account.submitting}>
        {t('account.login.submit')}
      </Button>
    </Form>
  );
};

export const RegisterForm = ({ returnTo }: { returnTo: string }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'register',
    schema: registerSchema,
    initialValues: { email: '' },
    fieldOrder: formFields.register,
  });
  const field = useField(account);
  return (
    <Form method="post" noValidate onSubmit={account.onSubmit} className={styles.authForm}>
      <input type="hidden" name="_form" value="register" />
      <input type="hidden" name="return_to" value={returnTo} />
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <TextField
        {...field('email')}
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...field('password')}
        defaultValue=""
        label={t('account.field.newPassword')}
        description={t('account.field.passwordHelp')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...field('passwordConfirmation')}
        defaultValue=""
        label={t('account.field.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="large" fullWidth loading={account.submitting}>
        {t('account.register.submit')}
      </Button>
    </Form>
  );
};

export const ForgotForm = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'forgot',
    schema: forgotSchema,
    initialValues: { email: '' },
    fieldOrder: formFields.forgot,
  });
  const field = useField(account);
  return (
    <Form
      method="post"
      action={accountUrls.forgot}
      noValidate
      onSubmit={account.onSubmit}
      className={styles.authForm}
    >
      <input type="hidden" name="_form" value="forgot" />
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <TextField
        {...field('email')}
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" size="large" fullWidth loading={account.submitting}>
        {t('account.forgot.submit')}
      </Button>
    </Form>
  );
};

export const ResetForm = ({ token }: { token: string }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'reset',
    schema: resetSchema,
    initialValues: {},
    fieldOrder: formFields.reset,
  });
  const field = useField(account);
  return (
    <Form method="post" noValidate onSubmit={account.onSubmit} className={styles.authForm}>
      <input type="hidden" name="_form" value="reset" />
      <input type="hidden" name="token" value={token} />
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <TextField
        {...field('password')}
        defaultValue=""
        label={t('account.field.newPassword')}
        description={t('account.field.passwordHelp')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...field('passwordConfirmation')}
        defaultValue=""
        label={t('account.field.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" size="large" fullWidth loading={account.submitting}>
        {t('account.reset.submit')}
      </Button>
    </Form>
  );
};
