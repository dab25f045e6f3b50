import { Button, Heading, Inline, Stack } from '../../../components';
import { defineBlock, defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { RichText, SectionShell } from '../shared';

const alignOptions = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
] as const;

export const richTextSchema = defineSection({
  type: 'rich-text',
  name: 'Rich text',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'text', type: 'richtext', label: 'Text', default: '' },
    { id: 'align', type: 'select', label: 'Alignment', default: 'center', options: alignOptions },
    { id: 'paddingY', type: 'tokenSpace', label: 'Vertical padding', default: 'xlarge' },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
  blocks: [
    defineBlock({
      type: 'button',
      name: 'Button',
      settings: [
        { id: 'label', type: 'text', label: 'Label', default: 'Shop now' },
        { id: 'link', type: 'url', label: 'Link', default: '/collections/all' },
      ],
    }),
  ],
  maxBlocks: 2,
});

/** A heading and a few paragraphs, with up to two buttons. */
export const RichTextSection = ({ id, settings, blocks }: SectionProps<typeof richTextSchema>) => {
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
          {settings.text ? <RichText html={settings.text} /> : null}
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

export const richText = defineSectionEntry({ schema: richTextSchema, component: RichTextSection });
