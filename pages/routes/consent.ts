import { type ActionFunctionArgs, redirect } from 'react-router';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type Consent, serializeConsent } from '../../lib/analytics/consent';

/** Only a path on this store: `/x?y`, never `//host` or a scheme. */
const safeReturn = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : '/';

/**
 * `POST /consent`, the banner's form: `choice` accept (everything), reject (essential only) or save
 * (the ticked `analytics` and `marketing` boxes). Remembers it for a year in a cookie and goes back
 * to the page (303), so it works without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const choice = form.get('choice');
  const consent: Consent =
    choice === 'accept'
      ? { analytics: true, marketing: true }
      : choice === 'save'
        ? { analytics: form.get('analytics') === 'on', marketing: form.get('marketing') === 'on' }
        : { analytics: false, marketing: false };
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(safeReturn(form.get('return')), {
    status: 303,
    headers: {
      'Set-Cookie': `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A GET of `/consent` has nothing to show: back to the home page. */
export const loader = () => redirect('/', 303);
