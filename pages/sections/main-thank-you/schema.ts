import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-thank-you',
  name: 'Thank you',
  limit: 1,
  settings: [
    { id: 'summaryTone', type: 'tokenTone', label: 'Order summary background', default: 'none' },
    { id: 'continueUrl', type: 'url', label: 'Continue shopping link', default: '/collections/all' },
  ],
});
