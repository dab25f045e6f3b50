import { paymentBrandNames } from '../../../components';
import { PAYMENT_ICON_MAX_LOWER, PAYMENT_ICON_MAX_UPPER } from '../../../lib/nav';
import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'footer',
  name: 'Footer',
  limit: 1,
  settings: [
    {
      id: 'menus',
      type: 'text',
      label: 'Menu handles, comma separated (one column each)',
      default: 'footer',
    },
    { id: 'about', type: 'text', label: 'About the store', default: '', maxLength: 300 },
    {
      id: 'paymentIcons',
      type: 'text',
      label: `Payment icons, comma separated (${paymentBrandNames.join(', ')})`,
      default: 'visa,mastercard,amex,paypal',
    },
    {
      id: 'paymentIconMax',
      type: 'number',
      label: 'Most payment icons shown before "+N"',
      default: PAYMENT_ICON_MAX_UPPER,
      min: PAYMENT_ICON_MAX_LOWER,
      max: PAYMENT_ICON_MAX_UPPER,
    },
  ],
});
