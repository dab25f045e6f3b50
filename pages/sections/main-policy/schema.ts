import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-policy',
  name: 'Policy',
  limit: 1,
  settings: [],
});
