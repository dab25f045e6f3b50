/**
 * The log-in, register, forgot-password and reset-password forms. Each is a plain POST form to its
 * route (it works without JavaScript: the action answers 303 or renders the errors again with what
 * was typed, passwords excepted) and, with JavaScript, react-hook-form with the same
 * lib/validation schema before it posts.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button, TextField } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { ErrorSummary, useFieldProps } from '../sections/main-checkout/fields';
import * as styles from './account.css';
import type { AccountActionData } from './accountForm';
import { accountUrls } from './customer';
import { forgotSchema, formFields, loginSchema, registerSchema, resetSchema } from './schemas';
import { type AccountForm, useAccountForm } from './useAccountForm';

type FieldProps = ReturnType<typeof useFieldProps>;

/**
 * The email field, given its registration (`field('email')`, taken in the form's own render so the
 * fields register, and so take focus on an error, in page order).
 */
const EmailField = (props: ReturnType<FieldProps>) => {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage({ id: 'account.field.email' })}
      type="email"
      autoComplete="email"
      required
    />
  );
};

/** A new password and its confirmation; a password is never written back into the page. */
const NewPasswordFields = ({ field }: { field: FieldProps }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
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
    </>
  );
};

interface AuthFormProps {
  account: AccountForm;
  /** The form's name, posted as `_form`. */
  name: string;
  /** Where it posts; the current URL when absent. */
  action?: string;
  /** Hidden fields besides `_form`, by name. */
  hidden?: Record<string, string>;
  submitLabel: string;
  children: ReactNode;
}

/** The frame every auth form shares: the post, its hidden fields, the error summary and the button. */
const AuthForm = ({ account, name, action, hidden = {}, submitLabel, children }: AuthFormProps) => (
  <Form method="post" action={action} noValidate onSubmit={account.onSubmit} className={styles.authForm}>
    <input type="hidden" name="_form" value={name} />
    {Object.entries(hidden).map(([field, value]) => (
      <input key={field} type="hidden" name={field} value={value} />
    ))}
    <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
    {children}
    <Button type="submit" size="large" fullWidth loading={account.submitting}>
      {submitLabel}
    </Button>
  </Form>
);

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
  const field = useFieldProps(account);
  return (
    // No `action` on the log-in page: the post goes to this URL, so `?return_to=` stays for the
    // page rendered after a refusal. The dialog names the route (its fetcher posts from anywhere).
    <AuthForm
      account={account}
      name="login"
      action={submitWith ? accountUrls.login : undefined}
      hidden={{ return_to: returnTo }}
      submitLabel={t('account.login.submit')}
    >
      <EmailField {...field('email')} />
      <TextField
        {...field('password')}
        defaultValue=""
        label={t('account.field.password')}
        type="password"
        autoComplete="current-password"
        required
      />
    </AuthForm>
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
  const field = useFieldProps(account);
  return (
    <AuthForm
      account={account}
      name="register"
      hidden={{ return_to: returnTo }}
      submitLabel={t('account.register.submit')}
    >
      <EmailField {...field('email')} />
      <NewPasswordFields field={field} />
    </AuthForm>
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
  const field = useFieldProps(account);
  return (
    <AuthForm
      account={account}
      name="forgot"
      action={accountUrls.forgot}
      submitLabel={t('account.forgot.submit')}
    >
      <EmailField {...field('email')} />
    </AuthForm>
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
  const field = useFieldProps(account);
  return (
    <AuthForm account={account} name="reset" hidden={{ token }} submitLabel={t('account.reset.submit')}>
      <NewPasswordFields field={field} />
    </AuthForm>
  );
};
