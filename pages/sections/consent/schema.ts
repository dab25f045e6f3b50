import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'consent',
  name: 'Tracking consent',
  limit: 1,
  settings: [
    {
      id: 'collector',
      type: 'text',
      label: 'Where shopper actions are sent once the shopper allows analytics',
      default: '/api/statistics/track',
      maxLength: 300,
    },
  ],
});
