import { Button, Heading, Inline, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { withScopedMessages } from '../../../lib/i18n/ScopedMessages';
import notFoundMessages from '../../../locales/en-US.json?scope=notFound';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';

export const main404Schema = defineSection({
  type: 'main-404',
  name: '404',
  limit: 1,
  settings: [
    {
      id: 'heading',
      type: 'text',
      label: 'Heading (empty: "Page not found" in the shopper\'s language)',
      default: '',
    },
    {
      id: 'text',
      type: 'text',
      label: "Text (empty: the standard message in the shopper's language)",
      default: '',
    },
  ],
});

/** The not-found message with ways back into the store. */
const Main404Content = ({ settings }: SectionProps<typeof main404Schema>) => {
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

export const main404 = defineSectionEntry({ schema: main404Schema, component: Main404 });
