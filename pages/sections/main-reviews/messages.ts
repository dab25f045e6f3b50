import type { ComponentType } from 'react';
import type { Messages } from '../../../lib/i18n/loadMessages';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import checkoutMessages from '../../../locales/en-US.json?scope=checkout';
import listingMessages from '../../../locales/en-US.json?scope=listing';
import reviewsMessages from '../../../locales/en-US.json?scope=reviews';

/**
 * The reviews page's messages come with its chunk, not every page's root bundle: its own
 * (`reviews.*`), the list's pagination (listing scope) and the form's validation texts (the
 * checkout scope holds `validation.*`).
 */
export const withReviewsMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(
    // Each import is the same kind of pack (strings in tests, precompiled in the build).
    { ...checkoutMessages, ...listingMessages, ...reviewsMessages } as Messages,
    Component,
  );
