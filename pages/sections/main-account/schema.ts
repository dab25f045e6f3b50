import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account',
  name: 'My Account',
  limit: 1,
  settings: [
    {
      id: 'recentOrders',
      type: 'number',
      label: 'Recent orders shown',
      default: 3,
      min: 1,
      max: 10,
      step: 1,
    },
    { id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' },
  ],
});
