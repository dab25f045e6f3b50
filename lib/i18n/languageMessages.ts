import type { ComponentType } from 'react';
import languageMessages from '../../locales/en-US.json?scope=language';
import { withScopedMessages } from './ScopedMessages';

/** `Component` inside the language scope's messages (messageScopes.ts), which come with it. */
export const withLanguageMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(languageMessages, Component);
