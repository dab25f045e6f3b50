import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-track-order',
  name: 'Track Your Order',
  limit: 1,
  settings: [
    { id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' },
    { id: 'byTrackingNumber', type: 'boolean', label: 'Also look up by tracking number', default: true },
  ],
});
