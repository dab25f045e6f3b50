import type { ComponentType } from 'react';
import searchMessages from '../../locales/en-US.json?scope=search';
import { withScopedMessages } from './ScopedMessages';

/**
 * `Component` inside the search scope's messages (messageScopes.ts): the search field, dialog and
 * page come with their own chunks, and so do their texts.
 */
export const withSearchMessages = <P extends object>(Component: ComponentType<P>) =>
  withScopedMessages(searchMessages, Component);
