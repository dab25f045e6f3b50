import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-product/Section';
import { schema } from '../../pages/sections/main-product/schema';
import { productDetail } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Product',
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
        path: productDetail.href,
        page: { kind: 'product', product: productDetail, variantId: null },
        data: {
          reviews: [
            {
              id: 1,
              rating: 5,
              title: 'Warm without the bulk',
              body: 'Soft inside, keeps its shape after many washes.',
              author: 'Ada',
              createdAt: '2026-10-02T09:00:00.000Z',
              dateText: 'Oct 2, 2026',
            },
          ],
          reviewTotal: 18,
          sizeChart: null,
        },
      },
      context,
    ),
};
