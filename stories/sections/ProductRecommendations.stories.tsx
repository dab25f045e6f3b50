import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/product-recommendations/Section';
import { schema } from '../../pages/sections/product-recommendations/schema';
import { products } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Product recommendations',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) => renderSection(Section, schema, { data: products }, context),
};
