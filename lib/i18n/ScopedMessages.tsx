import { type ComponentType, type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from './intl';
import type { Messages } from './loadMessages';

export interface ScopedMessagesProps {
  /** A message scope's en-US messages: `locales/en-US.json?scope=<name>` (messageScopes.ts). */
  messages: Messages;
  children: ReactNode;
}

/**
 * Adds a message scope's en-US messages below it (the ids only the checkout and
 * thank-you pages show travel with their code, not in every page's bundle). The current
 * messages win: for a language other than en-US the root loader already sent the whole merged
 * pack, scoped ids included. Same locale and error handler as the provider above it;
 * server and browser render alike, so hydration sees the same text.
 */
export const ScopedMessages = ({ messages, children }: ScopedMessagesProps) => {
  const intl = useIntl();
  const merged = useMemo(() => ({ ...messages, ...intl.messages }) as Messages, [messages, intl.messages]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      onError={intl.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
};

/** `Component` inside a scope's messages, for a section or an overlay that is a scope's own. */
export const withScopedMessages =
  <P extends object>(messages: Messages, Component: ComponentType<P>) =>
  (props: P) => (
    <ScopedMessages messages={messages}>
      <Component {...props} />
    </ScopedMessages>
  );
