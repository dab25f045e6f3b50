import type { ComponentType } from 'react';
import { withScopedMessages } from '../../lib/i18n/ScopedMessages';
import cartMessages from '../../locales/en-US.json?scope=cart';

/**
 * The popup cart and the cart page inside the cart scope's messages (lib/i18n/messageScopes.ts):
 * they come with the cart's chunks, not every page's root bundle.
 */
export const withCartMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(cartMessages, Component);
