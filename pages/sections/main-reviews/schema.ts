import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-reviews',
  name: 'Product reviews',
  limit: 1,
  settings: [{ id: 'showForm', type: 'boolean', label: 'Show the write-a-review form', default: true }],
});
