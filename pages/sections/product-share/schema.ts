import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'product-share',
  name: 'Product share',
  settings: [
    { id: 'facebook', type: 'boolean', label: 'Facebook', default: true },
    { id: 'twitter', type: 'boolean', label: 'X (Twitter)', default: true },
    { id: 'pinterest', type: 'boolean', label: 'Pinterest', default: true },
    { id: 'whatsapp', type: 'boolean', label: 'WhatsApp', default: true },
    { id: 'email', type: 'boolean', label: 'Email', default: true },
    { id: 'hashtags', type: 'text', label: 'Hashtags (comma separated)', default: '' },
    { id: 'twitterUser', type: 'text', label: 'X (Twitter) account', default: '' },
  ],
  limit: 1,
});
