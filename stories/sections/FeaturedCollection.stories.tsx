import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/featured-collection/Section';
import { schema } from '../../pages/sections/featured-collection/schema';
import { collection } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Featured collection',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(Section, schema, { settings: { heading: 'New arrivals' }, data: collection }, context),
};
