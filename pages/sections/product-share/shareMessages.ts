import type { ComponentType } from 'react';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import shareMessages from '../../../locales/en-US.json?scope=share';

/** The share section inside the share scope's messages: they come with its chunk, not the root's. */
export const withShareMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(shareMessages, Component);
