import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'main-404',
  name: '404',
  limit: 1,
  settings: [
    {
      id: 'heading',
      type: 'text',
      label: 'Heading (empty: "Page not found" in the shopper\'s language)',
      default: '',
    },
    {
      id: 'text',
      type: 'text',
      label: "Text (empty: the standard message in the shopper's language)",
      default: '',
    },
  ],
});
