import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account-orders',
  name: 'Order History',
  limit: 1,
  settings: [
    { id: 'pageSize', type: 'number', label: 'Orders per page', default: 10, min: 5, max: 50, step: 5 },
    { id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' },
  ],
});
