import { Button, Heading, Inline, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';

export const main404Schema = defineSection({
  type: 'main-404',
  name: '404',
  limit: 1,
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Page not found' },
    { id: 'text', type: 'text', label: 'Text', default: 'The page you were looking for does not exist.' },
  ],
});

/** The not-found message with ways back into the store. */
export const Main404 = ({ settings }: SectionProps<typeof main404Schema>) => (
  <SectionShell narrow paddingY="xxlarge" labelledBy="not-found-title">
    <Stack space="medium" align="center">
      <Heading level="1" id="not-found-title" align="center">
        {settings.heading}
      </Heading>
      <Text align="center">{settings.text}</Text>
      <Inline space="small" align="center">
        <Button href="/collections/all" variant="solid" tone="brandAccent">
          Continue shopping
        </Button>
        <Button href="/" variant="soft">
          Home
        </Button>
      </Inline>
    </Stack>
  </SectionShell>
);

export const main404 = defineSectionEntry({ schema: main404Schema, component: Main404 });
