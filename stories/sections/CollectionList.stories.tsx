import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/collection-list/Section';
import { schema } from '../../pages/sections/collection-list/schema';
import { collections } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Collection list',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) => renderSection(Section, schema, { data: collections }, context),
};
