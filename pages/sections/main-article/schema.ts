import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-article',
  name: 'Blog post',
  limit: 1,
  settings: [
    { id: 'showRecent', type: 'boolean', label: 'Show recent posts', default: true },
    { id: 'showRecommended', type: 'boolean', label: 'Show recommended posts', default: true },
  ],
});
