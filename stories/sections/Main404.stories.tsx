import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-404/Section';
import { schema } from '../../pages/sections/main-404/schema';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Not found',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) => renderSection(Section, schema, { page: { kind: 'notFound' } }, context),
};
