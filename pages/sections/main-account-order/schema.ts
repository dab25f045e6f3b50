import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account-order',
  name: 'Order',
  limit: 1,
  settings: [{ id: 'summaryTone', type: 'tokenTone', label: 'Order summary background', default: 'none' }],
});
