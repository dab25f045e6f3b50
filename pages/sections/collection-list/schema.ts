import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'collection-list',
  name: 'Collection list',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Collections' },
    { id: 'limit', type: 'number', label: 'Collections to show', default: 6, min: 1, max: 12 },
    { id: 'columns', type: 'number', label: 'Columns on desktop', default: 3, min: 1, max: 6 },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});
