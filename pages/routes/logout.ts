import { type ActionFunctionArgs, redirect } from 'react-router';
import { StoreApiError } from '../../api/client';
import { accountUrls, withNotice } from '../account/customer';
import { clearCustomerHintCookieHeader } from '../account/customerHint';
import { CSRF_FIELD, sessionClearCookie } from '../account/session.server';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { requestLocale } from '../loaders/request';
import { PRIVATE_CACHE } from '../loaders/seo';

/** Log-out is a POST only: a link or a prefetch must never end a session. */
export function loader() {
  return redirect(accountUrls.overview, { headers: { 'Cache-Control': PRIVATE_CACHE } });
}

/**
 * `POST /logout` with the hidden `_token` field: the store revokes the session (it refuses a
 * missing or wrong token with 419, and the shopper stays logged in and goes back to My Account
 * with a fresh form); the browser forgets the session and the readable hint, and lands on the
 * log-in page with "You have been logged out".
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await request.formData()).get(CSRF_FIELD)?.toString() ?? '';
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  const secure = new URL(request.url).protocol === 'https:';
  try {
    await store.account.logout(token);
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 419) {
      return redirect(accountUrls.overview, { status: 303, headers: { 'Cache-Control': PRIVATE_CACHE } });
    }
    // A session already gone (401) is logged out all the same.
    if (!(error instanceof StoreApiError) || error.status >= 500) throw error;
  }
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE });
  headers.append('Set-Cookie', sessionClearCookie(request));
  headers.append('Set-Cookie', clearCustomerHintCookieHeader(secure));
  return redirect(withNotice(accountUrls.login, 'loggedOut'), { status: 303, headers });
}
