import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/announcement-bar/Section';
import { schema } from '../../pages/sections/announcement-bar/schema';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Announcement bar',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      { settings: { text: 'Free shipping on orders over $50 · 30-day returns', link: '/policies/shipping' } },
      context,
    ),
};
