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
    {
      id: 'analytics_id',
      type: 'text',
      label: 'Analytics id (ua-… legacy, g-… new version; empty for none)',
      default: '',
      maxLength: 64,
    },
  ],
});
