import { defineSection } from '../../layout/defineSection';

export const schema = defineSection({
  type: 'announcement-bar',
  name: 'Announcement bar',
  limit: 1,
  settings: [
    { id: 'text', type: 'text', label: 'Text', default: '', maxLength: 200 },
    { id: 'link', type: 'url', label: 'Link', default: '' },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'neutralInverted' },
  ],
});
