import { defineBlock, defineSection } from '../../layout/defineSection';

const alignOptions = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
] as const;

export const schema = defineSection({
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
