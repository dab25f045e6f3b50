import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'header',
  name: 'Header',
  limit: 1,
  settings: [
    { id: 'menu', type: 'text', label: 'Menu handle', default: 'main-menu' },
    {
      id: 'announcement',
      type: 'text',
      label: 'Announcement (part of the header: it floats with it)',
      default: '',
      maxLength: 200,
    },
    { id: 'announcementLink', type: 'url', label: 'Announcement link', default: '' },
    {
      id: 'cartIndicator',
      type: 'select',
      label: 'Cart button shows',
      default: 'badge',
      options: [
        { value: 'badge', label: 'The item count' },
        { value: 'dot', label: 'A dot' },
      ],
    },
    { id: 'predictiveSearch', type: 'boolean', label: 'Suggest products while typing', default: true },
    { id: 'drawerPromotion', type: 'boolean', label: 'Promotion in the mobile menu', default: true },
  ],
});
