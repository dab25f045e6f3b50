import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/image-with-text/Section';
import { schema } from '../../pages/sections/image-with-text/schema';
import { images } from '../components/catalogStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Image with text',
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
          image: images.hoodieSlate,
          imageAlt: 'A slate hoodie on a hanger',
          heading: 'The loopback hoodie',
          text: '<p>Brushed inside, garment-dyed outside, 420 gsm of organic cotton.</p>',
          buttonLabel: 'Shop hoodies',
          buttonLink: '/collections/hoodies',
        },
      },
      context,
    ),
};
