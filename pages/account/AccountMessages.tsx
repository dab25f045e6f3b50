import type { ReactNode } from 'react';
import { ScopedMessages } from '../../lib/i18n/ScopedMessages';
import accountMessages from '../../locales/en-US.json?scope=account';
import checkoutMessages from '../../locales/en-US.json?scope=checkout';

/**
 * The account scope's messages (lib/i18n/messageScopes.ts: `account.*`, `track.*`) and the
 * checkout's (its `validation.*` texts, the payment countdown) around the account sections and
 * the login dialog: they come with those chunks instead of every page's root bundle.
 */
export const AccountMessages = ({ children }: { children: ReactNode }) => (
  <ScopedMessages messages={checkoutMessages}>
    <ScopedMessages messages={accountMessages}>{children}</ScopedMessages>
  </ScopedMessages>
);
