import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-policy/Section';
import { schema } from '../../pages/sections/main-policy/schema';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Policy',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      {
        page: {
          kind: 'policy',
          policy: {
            handle: 'shipping',
            title: 'Shipping policy',
            path: '/policies/shipping',
            updated_at: '2026-09-01T00:00:00.000Z',
            body: '<p>Orders ship within two working days.</p><h2>Rates</h2><p>Free over $50; otherwise $5.99 standard, $14.99 express.</p>',
          },
        },
      },
      context,
    ),
};
