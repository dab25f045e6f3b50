import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-page',
  name: 'Page',
  limit: 1,
  settings: [
    {
      id: 'faqOpenFirst',
      type: 'boolean',
      label: 'Open the first FAQ answer',
      default: false,
    },
  ],
});
