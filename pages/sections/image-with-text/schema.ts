import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'image-with-text',
  name: 'Image with text',
  settings: [
    { id: 'image', type: 'image', label: 'Image' },
    { id: 'imageAlt', type: 'text', label: 'Image description', default: '' },
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'text', type: 'richtext', label: 'Text', default: '' },
    { id: 'buttonLabel', type: 'text', label: 'Button label', default: '' },
    { id: 'buttonLink', type: 'url', label: 'Button link', default: '' },
    {
      id: 'imagePosition',
      type: 'select',
      label: 'Image position on desktop',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});
