import { Heading, Stack } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { RichText, SectionShell } from '../shared';

export const mainPolicySchema = defineSection({
  type: 'main-policy',
  name: 'Policy',
  limit: 1,
  settings: [],
});

/** A store policy's title and rich-text body from the API. */
export const MainPolicy = ({ page }: SectionProps<typeof mainPolicySchema>) => {
  if (page.kind !== 'policy') return null;
  return (
    <SectionShell narrow labelledBy="policy-title">
      <Stack space="large">
        <Heading level="1" id="policy-title">
          {page.policy.title}
        </Heading>
        <RichText html={page.policy.body} />
      </Stack>
    </SectionShell>
  );
};

export const mainPolicy = defineSectionEntry({ schema: mainPolicySchema, component: MainPolicy });
