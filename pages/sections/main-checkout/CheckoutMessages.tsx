import type { ReactNode } from 'react';
import { ScopedMessages } from '../../../lib/i18n/ScopedMessages';
import checkoutMessages from '../../../locales/en-US.json?scope=checkout';

/**
 * The checkout scope's messages (lib/i18n/messageScopes.ts: `checkout.*`, `thankYou.*` and the
 * checkout's `validation.*`) around the checkout and thank-you sections: they come with these
 * sections' chunk instead of every page's root bundle.
 */
export const CheckoutMessages = ({ children }: { children: ReactNode }) => (
  <ScopedMessages messages={checkoutMessages}>{children}</ScopedMessages>
);
