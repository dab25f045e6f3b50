/** Shop the look under the product: the other products of its look. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ShopTheLook from '../../pages/sections/shop-the-look/Section';
import { schema } from '../../pages/sections/shop-the-look/schema';
import { images } from '../components/catalogStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Merchandising',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

const usd = (amount: number) => ({ amount, currency: 'USD' });

export const ShopTheLookSection: StoryObj = {
  name: 'Shop the look',
  render: (_, context) =>
    renderSection(
      ShopTheLook,
      schema,
      {
        data: {
          title: 'Weekend in the city',
          items: [
            {
              id: 2,
              title: 'Canvas Backpack',
              href: '/products/canvas-backpack',
              imageSrc: images.backpack,
              price: usd(8900),
            },
            {
              id: 3,
              title: 'Court Sneaker',
              href: '/products/court-sneaker',
              imageSrc: images.sneaker,
              price: usd(14900),
            },
            {
              id: 4,
              title: 'Harbour Sunglasses',
              href: '/products/harbour-sunglasses',
              imageSrc: images.sunglasses,
              price: usd(6500),
            },
          ],
        },
      },
      context,
    ),
};
