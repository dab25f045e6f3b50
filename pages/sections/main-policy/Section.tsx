import { Heading, Stack } from '../../../components';
import { sanitizeRichText } from '../../layout/richText';
import type { SectionProps } from '../../layout/types';
import { RichText, SectionShell } from '../shared';
import type { schema } from './schema';

/** A store policy's title and rich-text body from the API. */
export const MainPolicy = ({ page }: SectionProps<typeof schema>) => {
  if (page.kind !== 'policy') return null;
  return (
    <SectionShell narrow labelledBy="policy-title">
      <Stack space="large">
        <Heading level="1" id="policy-title">
          {page.policy.title}
        </Heading>
        <RichText html={sanitizeRichText(page.policy.body)} />
      </Stack>
    </SectionShell>
  );
};

export default MainPolicy;
