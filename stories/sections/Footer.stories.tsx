import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/footer/Section';
import { schema } from '../../pages/sections/footer/schema';
import { storeMenu } from '../components/navStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Footer',
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
        settings: { about: 'Organic basics and stoneware, made to last and mended when they do not.' },
        data: {
          storeName: 'Vitrine Supply Co.',
          memberConfig: 'optional',
          year: 2026,
          menus: [
            { id: 'shop', title: 'Shop', items: storeMenu.slice(0, 3) },
            {
              id: 'help',
              title: 'Help',
              items: [
                { id: 'shipping', title: 'Shipping', url: '/policies/shipping' },
                { id: 'returns', title: 'Returns', url: '/policies/refund' },
              ],
            },
          ],
        },
      },
      context,
    ),
};
