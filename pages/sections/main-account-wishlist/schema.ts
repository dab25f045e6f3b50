import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-account-wishlist',
  name: 'Wishlist',
  limit: 1,
  settings: [{ id: 'tone', type: 'tokenTone', label: 'Background', default: 'none' }],
});
