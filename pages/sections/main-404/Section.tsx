import { Button, Heading, Inline, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import notFoundMessages from '../../../locales/en-US.json?scope=notFound';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import type { schema } from './schema';

/** The not-found message with ways back into the store. */
const Main404Content = ({ settings }: SectionProps<typeof schema>) => {
  const intl = useIntl();
  return (
    <SectionShell narrow paddingY="xxlarge" labelledBy="not-found-title">
      <Stack space="medium" align="center">
        <Heading level="1" id="not-found-title" align="center">
          {settings.heading || intl.formatMessage({ id: 'notFound.heading' })}
        </Heading>
        <Text align="center">{settings.text || intl.formatMessage({ id: 'notFound.text' })}</Text>
        <Inline space="small" align="center">
          <Button href="/collections/all" variant="solid" tone="brandAccent">
            {intl.formatMessage({ id: 'notFound.continueShopping' })}
          </Button>
          <Button href="/" variant="soft">
            {intl.formatMessage({ id: 'notFound.home' })}
          </Button>
        </Inline>
      </Stack>
    </SectionShell>
  );
};

/** The not-found page, with its texts, which come with its chunk (the `notFound` message scope). */
export const Main404 = withScopedMessages(notFoundMessages, Main404Content);

export default Main404;
