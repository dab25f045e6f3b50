import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'recently-viewed',
  name: 'Recently viewed products',
  limit: 1,
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Recently viewed' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 12 },
  ],
});
