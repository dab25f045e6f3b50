import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-collection',
  name: 'Collection products',
  limit: 1,
  settings: [
    {
      id: 'filters',
      type: 'select',
      label: 'Filters on desktop',
      default: 'sidebar',
      options: [
        { value: 'sidebar', label: 'Beside the products' },
        { value: 'top', label: 'Above the products' },
        { value: 'none', label: 'No filters' },
      ],
    },
    { id: 'showSorting', type: 'boolean', label: 'Show sorting', default: true },
    { id: 'showViewToggle', type: 'boolean', label: 'Show grid/list switch', default: true },
    { id: 'showDescription', type: 'boolean', label: 'Show collection description', default: true },
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
    },
  ],
});
