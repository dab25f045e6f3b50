/**
 * `POST /consent`, the consent banner's form (plain HTML, no JavaScript): `choice` accept
 * (everything), reject (essential only) or save (the ticked `analytics` and `marketing` boxes).
 * Remembered for a year in the `vitrine_consent` cookie; answers 303 back to the page. A post
 * from another site (its Origin not this store's) is refused.
 */
import { Hono } from 'hono';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type Consent, serializeConsent } from '../../lib/analytics/consent';
import type { AppEnv } from '../http/env';
import { originOptionsFromEnv, publicOrigin } from '../http/origin';

/** Only a path on this store: `/x?y`, never `//host` or a scheme. */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])\S*$/.test(value) && value.length <= 2000 ? value : '/';

export function createConsentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const origin = c.req.header('origin');
    const own = publicOrigin(c.req.raw, originOptionsFromEnv()) ?? new URL(c.req.url).origin;
    if (origin && origin !== own) return c.text('Cross-site form post refused', 403);
    const form = await c.req.parseBody();
    const consent: Consent =
      form.choice === 'accept'
        ? { analytics: true, marketing: true }
        : form.choice === 'save'
          ? { analytics: form.analytics === 'on', marketing: form.marketing === 'on' }
          : { analytics: false, marketing: false };
    const secure = new URL(own).protocol === 'https:' ? '; Secure' : '';
    c.header(
      'Set-Cookie',
      `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`,
    );
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(safeReturn(form.return), 303);
  });
  return app;
}
