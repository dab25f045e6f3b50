import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/rich-text/Section';
import { schema } from '../../pages/sections/rich-text/schema';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Rich text',
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
        settings: {
          heading: 'Made to be worn for years',
          text: '<p>Organic cotton, recycled canvas and stoneware fired twice. We mend what we make.</p>',
          tone: 'neutralSoft',
        },
        blocks: [{ id: 'shop', type: 'button', settings: { label: 'Shop now', link: '/collections/all' } }],
      },
      context,
    ),
};
