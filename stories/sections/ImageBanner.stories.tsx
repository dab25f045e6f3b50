import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/image-banner/Section';
import { schema } from '../../pages/sections/image-banner/schema';
import { bannerImages } from '../components/navStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Image banner',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

const slide = (id: string, image: string, title: string) => ({
  id,
  type: 'slide' as const,
  settings: {
    image,
    imageAlt: '',
    title,
    description: 'Knits, canvas and stoneware for the season.',
    buttonText: 'Shop now',
    buttonUrl: '/collections/all',
    overlayOpacity: 20,
  },
});

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      {
        data: null,
        blocks: [
          slide('one', bannerImages[0]!, 'The autumn edit'),
          slide('two', bannerImages[1]!, 'Made to last'),
        ],
      },
      context,
    ),
};
