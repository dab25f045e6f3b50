/**
 * The shopper's tracking consent, kept in the `vitrine_consent` cookie for a year: `1.<a>.<m>`,
 * `a` analytics and `m` marketing, each `1` (allowed) or `0`. No cookie means no choice yet: the
 * banner shows and nothing non-essential is sent.
 */
export const CONSENT_COOKIE = 'vitrine_consent';
/** How long a choice is remembered, in seconds (one year). */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const consentCategories = ['analytics', 'marketing'] as const;

/** The choice a cookie value holds; null for none or an unreadable value. */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^1\.([01])\.([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export const serializeConsent = (consent: Consent) =>
  `1.${consent.analytics ? 1 : 0}.${consent.marketing ? 1 : 0}`;
