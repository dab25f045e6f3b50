import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'product-wishlist',
  name: 'Product wishlist heart',
  settings: [],
  limit: 1,
});
