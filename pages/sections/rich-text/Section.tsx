import { Button, Heading, Inline, Stack } from '../../../components';
import { sanitizeRichText } from '../../layout/richText';
import type { SectionProps } from '../../layout/types';
import { RichText, SectionShell } from '../shared';
import type { schema } from './schema';

/** A heading and a few paragraphs, with up to two buttons. */
export const RichTextSection = ({ id, settings, blocks }: SectionProps<typeof schema>) => {
  const headingId = `${id}-heading`;
  return (
    <SectionShell
      tone={settings.tone}
      paddingY={settings.paddingY}
      narrow
      labelledBy={settings.heading ? headingId : undefined}
    >
      <div
        style={{ textAlign: settings.align, marginInline: settings.align === 'center' ? 'auto' : undefined }}
      >
        <Stack space="medium" align={settings.align === 'center' ? 'center' : 'left'}>
          {settings.heading ? (
            <Heading level="2" id={headingId} align={settings.align}>
              {settings.heading}
            </Heading>
          ) : null}
          {settings.text ? <RichText html={sanitizeRichText(settings.text)} /> : null}
          {blocks.length > 0 ? (
            <Inline space="small" align={settings.align === 'center' ? 'center' : 'left'}>
              {blocks.map((block) => (
                <Button key={block.id} href={block.settings.link} variant="solid" tone="brandAccent">
                  {block.settings.label}
                </Button>
              ))}
            </Inline>
          ) : null}
        </Stack>
      </div>
    </SectionShell>
  );
};

export default RichTextSection;
