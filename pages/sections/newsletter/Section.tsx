import type { SectionProps } from '../../layout/types';
import { withConsentMessages } from '../consent/ConsentMessages';
import { SectionShell } from '../shared';
import { NewsletterForm } from './NewsletterForm';
import type { schema } from './schema';

/** Email signup with double opt-in: a plain form, no JavaScript. */
export const NewsletterSection = ({ id, settings }: SectionProps<typeof schema>) => (
  <SectionShell paddingY="large" labelledBy={`${id}-heading`}>
    <NewsletterForm code={settings.code} idPrefix={id} />
  </SectionShell>
);

export default withConsentMessages(NewsletterSection);
