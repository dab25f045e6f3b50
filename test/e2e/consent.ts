/**
 * A shopper who has already answered the consent banner (rejected tracking): the banner no longer
 * covers the bottom of the page. Every e2e context starts with it, through `use.storageState` in
 * playwright.config.ts or `storageState: consentDecided` in a test's own `browser.newContext()`;
 * the consent journeys in content.spec.ts start without it.
 */
import { CONSENT_COOKIE } from '../../lib/analytics/consent';

/** A shopper's stored choice (`1.<analytics>.<marketing>`, lib/analytics/consent.ts) as a storage state. */
export const consentGiven = (value: string) => ({
  cookies: [
    {
      name: CONSENT_COOKIE,
      value,
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
});

export const consentDecided = consentGiven('1.0.0');
