import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-blog',
  name: 'Blog',
  limit: 1,
  settings: [
    { id: 'columns', type: 'number', label: 'Posts per row on desktop', default: 3, min: 2, max: 4 },
    { id: 'showExcerpt', type: 'boolean', label: 'Show excerpts', default: true },
    { id: 'showRecent', type: 'boolean', label: 'Post page: show recent posts', default: true },
    { id: 'showRecommended', type: 'boolean', label: 'Post page: show recommended posts', default: true },
  ],
});
