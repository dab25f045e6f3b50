import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-checkout',
  name: 'Checkout',
  limit: 1,
  settings: [
    {
      id: 'summaryPosition',
      type: 'select',
      label: 'Order summary on wide screens',
      options: [
        { value: 'end', label: 'After the form' },
        { value: 'start', label: 'Before the form' },
      ],
      default: 'end',
    },
    { id: 'summaryTone', type: 'tokenTone', label: 'Order summary background', default: 'none' },
    {
      id: 'showExpressPay',
      type: 'boolean',
      label: 'Show express checkout (when the theme offers PayPal)',
      default: false,
    },
  ],
});
