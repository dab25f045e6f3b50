import { defineBlock, defineSection } from '../../layout/defineSection';

const slideBlock = defineBlock({
  type: 'slide',
  name: 'Slide',
  settings: [
    { id: 'image', type: 'image', label: 'Image (2000 × 875)' },
    { id: 'imageAlt', type: 'text', label: 'Image description', default: '' },
    { id: 'title', type: 'text', label: 'Title', default: '' },
    { id: 'description', type: 'text', label: 'Text', default: '' },
    { id: 'buttonText', type: 'text', label: 'Button label', default: '' },
    { id: 'buttonUrl', type: 'url', label: 'Button link', default: '' },
    {
      id: 'overlayOpacity',
      type: 'number',
      label: 'Image overlay (%)',
      default: 0,
      min: 0,
      max: 80,
      step: 5,
    },
  ],
});

export const schema = defineSection({
  type: 'image-banner',
  name: 'Image banner',
  maxBlocks: 6,
  blocks: [slideBlock],
  settings: [
    { id: 'label', type: 'text', label: 'Name read by screen readers', default: 'Featured' },
    {
      id: 'interval',
      type: 'number',
      label: 'Seconds between slides (0: no autoplay; slides from the store use its own timing)',
      default: 5,
      min: 0,
      max: 30,
    },
    {
      id: 'controls',
      type: 'select',
      label: 'Controls',
      default: 'theme',
      options: [
        { value: 'theme', label: 'Theme default' },
        { value: 'arrow', label: 'Arrows' },
        { value: 'square', label: 'Square dots' },
      ],
    },
    { id: 'fullWidth', type: 'boolean', label: 'Full width', default: true },
    { id: 'paddingY', type: 'tokenSpace', label: 'Space above and below', default: 'none' },
  ],
});
