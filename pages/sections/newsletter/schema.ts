import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'newsletter',
  name: 'Newsletter signup',
  limit: 1,
  settings: [
    {
      id: 'code',
      type: 'text',
      label: 'Source code sent with each signup',
      default: 'footer',
      maxLength: 64,
    },
  ],
});
