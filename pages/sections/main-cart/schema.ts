import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-cart',
  name: 'Cart',
  limit: 1,
  settings: [
    { id: 'showCoupon', type: 'boolean', label: 'Show the discount code entry', default: true },
    {
      id: 'showNote',
      type: 'boolean',
      label: 'Show the cart note (when the theme allows it)',
      default: true,
    },
    { id: 'showTips', type: 'boolean', label: 'Show discount tips above lines', default: true },
  ],
});
