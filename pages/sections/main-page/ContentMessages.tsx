import type { ComponentType } from 'react';
import type { Messages } from '../../../lib/i18n/loadMessages';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import checkoutMessages from '../../../locales/en-US.json?scope=checkout';
import contentMessages from '../../../locales/en-US.json?scope=content';

/**
 * The content scope's messages (lib/i18n/messageScopes.ts: pages, contact, newsletter, blog) with
 * the checkout scope's, which holds the shared form validation texts: they come with these
 * sections' code, never in every page's root bundle.
 */
export const withContentMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages({ ...checkoutMessages, ...contentMessages } as Messages, Component);
