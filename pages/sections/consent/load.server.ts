import { CONSENT_COOKIE, parseConsent } from '../../../lib/analytics/consent';
import { cookieValue } from '../../../lib/http';
import type { SectionLoadArgs } from '../../layout/types';
import type { ConsentBannerData } from './model';
import type { schema } from './schema';

export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<ConsentBannerData> => {
  const consent = parseConsent(cookieValue(context.request.headers.get('cookie'), CONSENT_COOKIE));
  return {
    ask: consent === null,
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
    returnTo: `${context.url.pathname}${context.url.search}`,
  };
};
