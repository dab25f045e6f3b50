import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'featured-collection',
  name: 'Featured collection',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Featured' },
    { id: 'collection', type: 'collection', label: 'Collection', default: 'new-arrivals' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 24 },
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
    },
    {
      id: 'mobileColumns',
      type: 'number',
      label: 'Columns on mobile (0: theme default)',
      default: 0,
      min: 0,
      max: 2,
    },
    {
      id: 'layout',
      type: 'select',
      label: 'Card layout',
      default: 'theme',
      options: [
        { value: 'theme', label: 'Theme default' },
        { value: 'grid', label: 'Grid' },
        { value: 'list', label: 'List' },
      ],
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
    { id: 'showViewAll', type: 'boolean', label: 'Show "View all"', default: true },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
    { id: 'paddingY', type: 'tokenSpace', label: 'Space above and below', default: 'xlarge' },
  ],
});
