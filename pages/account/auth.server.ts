/**
 * What the log-in, register, password and verify forms do (the `/account/*` public routes'
 * action): check the post with the form's schema, call the store, and send the shopper on with a
 * 303 — carrying the session the store granted as the browser's cookie — or render the form again
 * with the errors and what was typed (passwords excepted).
 */
import { redirect } from 'react-router';
import type { AuthResponse } from '../../api/account';
import { StoreApiError, type StoreClient } from '../../api/client';
import { PRIVATE_CACHE } from '../loaders/seo';
import {
  errorsFromStoreError,
  FORM_ERROR,
  type FormErrors,
  formFailure,
  parseValues,
  readValues,
} from './accountForm';
import { type AccountAuthView, accountUrls, safeReturnTo, withNotice } from './customer';
import { customerHintCookieHeader } from './customerHint';
import { forgotSchema, formFields, loginSchema, registerSchema, resetSchema } from './schemas';
import { sessionSetCookie } from './session.server';

/** Store field names → form field names. */
const storeFields: Record<string, string> = {
  email: 'email',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/** The 303 that logs the browser in: the session cookie and the readable hint beside it. */
function loggedIn(request: Request, auth: AuthResponse, to: string) {
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE });
  headers.append('Set-Cookie', sessionSetCookie(request, auth.session));
  headers.append('Set-Cookie', customerHintCookieHeader(auth.session.expires_at, isHttps(request)));
  return redirect(to, { status: 303, headers });
}

/** A failed log-in or reset as one message: wrong pair, too many tries, or the store's words. */
function authErrors(error: unknown): FormErrors {
  if (error instanceof StoreApiError) {
    if (error.status === 401) return { [FORM_ERROR]: 'account.error.credentials' };
    if (error.status === 429) return { [FORM_ERROR]: 'account.error.tooManyAttempts' };
  }
  return errorsFromStoreError(error, storeFields);
}

export async function authAction({
  request,
  store,
  view,
  token,
  locale,
}: {
  request: Request;
  store: StoreClient;
  view: AccountAuthView;
  token: string | null;
  locale: string;
}) {
  const formData = await request.formData();
  const returnTo = safeReturnTo(formData.get('return_to')?.toString());
  const posted = formData.get('token');
  token ??= typeof posted === 'string' && posted !== '' ? posted : null;

  if (view === 'login') {
    const values = readValues(formData, formFields.login);
    const parsed = parseValues(loginSchema, values);
    if (!parsed.ok) return formFailure(request, 'login', values, parsed.errors);
    try {
      const auth = await store.account.login({ email: parsed.data.email, password: parsed.data.password });
      return loggedIn(request, auth, returnTo);
    } catch (error) {
      const errors = authErrors(error);
      return formFailure(
        request,
        'login',
        values,
        errors,
        error instanceof StoreApiError ? error.status : 503,
      );
    }
  }

  if (view === 'register') {
    const values = readValues(formData, formFields.register);
    const parsed = parseValues(registerSchema, values);
    if (!parsed.ok) return formFailure(request, 'register', values, parsed.errors);
    try {
      const auth = await store.account.register({
        email: parsed.data.email,
        password: parsed.data.password,
        password_confirmation: parsed.data.passwordConfirmation,
        locale,
      });
      return loggedIn(request, auth, withNotice(returnTo, 'verifySent'));
    } catch (error) {
      return formFailure(request, 'register', values, errorsFromStoreError(error, storeFields));
    }
  }

  if (view === 'forgot') {
    const values = readValues(formData, formFields.forgot);
    const parsed = parseValues(forgotSchema, values);
    if (!parsed.ok) return formFailure(request, 'forgot', values, parsed.errors);
    try {
      await store.account.forgotPassword(parsed.data.email, locale);
    } catch (error) {
      return formFailure(request, 'forgot', values, authErrors(error));
    }
    // The same answer whether or not the email has an account.
    return redirect(withNotice(accountUrls.login, 'resetSent'), {
      status: 303,
      headers: { 'Cache-Control': PRIVATE_CACHE },
    });
  }

  if (view === 'reset') {
    const values = readValues(formData, formFields.reset);
    const parsed = parseValues(resetSchema, values);
    if (!parsed.ok || !token) return formFailure(request, 'reset', values, parsed.ok ? {} : parsed.errors);
    try {
      const auth = await store.account.resetPassword({
        token,
        password: parsed.data.password,
        password_confirmation: parsed.data.passwordConfirmation,
      });
      return loggedIn(request, auth, withNotice(accountUrls.overview, 'passwordReset'));
    } catch (error) {
      const errors =
        error instanceof StoreApiError && error.status < 500 && Object.keys(error.errors).length === 0
          ? { [FORM_ERROR]: 'account.error.linkExpired' }
          : authErrors(error);
      return formFailure(request, 'reset', values, errors);
    }
  }

  // verify
  try {
    if (!token) throw new StoreApiError(404, 'Not found', {});
    await store.account.verify(token);
  } catch {
    return formFailure(request, 'verify', {}, { [FORM_ERROR]: 'account.error.linkExpired' });
  }
  return redirect(withNotice(accountUrls.overview, 'verified'), {
    status: 303,
    headers: { 'Cache-Control': PRIVATE_CACHE },
  });
}
