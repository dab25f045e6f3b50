import type { ComponentType } from 'react';
import type { Messages } from '../../../lib/i18n/loadMessages';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import contentMessages from '../../../locales/en-US.json?scope=content';

/** The content scope's messages (`consent.*`, `newsletter.*`) come with these sections' code only. */
export const withConsentMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(contentMessages as Messages, Component);
