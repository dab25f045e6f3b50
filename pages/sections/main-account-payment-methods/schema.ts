import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account-payment-methods',
  name: 'Payment methods',
  limit: 1,
  settings: [{ id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' }],
});
