import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'product-recommendations',
  name: 'Product recommendations',
  limit: 1,
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'You may also like' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 12 },
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
    },
    {
      id: 'headingAlign',
      type: 'select',
      label: 'Heading alignment',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
      ],
    },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});
