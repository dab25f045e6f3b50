import type { ComponentType } from 'react';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import listingMessages from '../../../locales/en-US.json?scope=listing';

/**
 * A listing section inside the listing scope's messages (lib/i18n/messageScopes.ts: filters,
 * sorting, the product card): they come with the listings' chunks, not every page's root bundle.
 */
export const withListingMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(listingMessages, Component);
