import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'shop-the-look',
  name: 'Shop the look',
  limit: 1,
  settings: [],
});
