import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-search',
  name: 'Search results',
  limit: 1,
  settings: [
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
    },
    {
      id: 'collectionsToSuggest',
      type: 'number',
      label: 'Collections suggested when nothing is found',
      default: 6,
      min: 0,
      max: 12,
    },
  ],
});
