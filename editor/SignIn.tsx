/**
 * Staff sign-in, and the one-time setup page of the first account (`/admin/setup?token=…`), with
 * react-hook-form over the design system's text fields. Field errors come from the server as they
 * are (wrong credentials, the password policy, too many attempts).
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Heading, InlineNotice, Stack, Text, TextField } from '../components';
import { call, setCsrfToken } from './api';
import * as styles from './app.css';

export interface Session {
  email: string;
  csrf_token: string;
}

interface Values {
  email: string;
  password: string;
}

export function SignIn({
  setupToken,
  onSession,
}: {
  setupToken: string | null;
  onSession: (session: Session) => void;
}) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { email: '', password: '' },
  });
  const [message, setMessage] = useState('');
  const setup = setupToken !== null;
  const submit = handleSubmit(async (values) => {
    setMessage('');
    const result = setup
      ? await call<Session>('POST', '/setup', { ...values, token: setupToken })
      : await call<Session>('POST', '/login', values);
    if (result.ok) {
      setCsrfToken(result.data.csrf_token);
      if (setup) window.history.replaceState(null, '', '/admin');
      onSession(result.data);
      return;
    }
    for (const [field, messages] of Object.entries(result.errors)) {
      if (field === 'email' || field === 'password') setError(field, { message: messages[0] });
    }
    setMessage(result.message);
  });
  return (
    <main className={styles.signIn}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <Stack space="medium">
          <Heading level="2" as="h1">
            {setup ? 'Create the first staff account' : 'Sign in to the theme editor'}
          </Heading>
          {setup ? (
            <Text size="small" tone="secondary">
              This one-time link makes the store's first staff account. It works once, for 24 hours.
            </Text>
          ) : null}
          {message ? <InlineNotice tone="error">{message}</InlineNotice> : null}
          <Controller
            name="email"
            control={control}
            rules={{ required: 'Enter your email address.' }}
            render={({ field, fieldState }) => (
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            rules={{
              required: 'Enter your password.',
              minLength: setup
                ? { value: 8, message: 'The password must be at least 8 characters.' }
                : undefined,
            }}
            render={({ field, fieldState }) => (
              <TextField
                label="Password"
                type="password"
                autoComplete={setup ? 'new-password' : 'current-password'}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            {setup ? 'Create account and sign in' : 'Sign in'}
          </Button>
        </Stack>
      </form>
    </main>
  );
}
