import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-search/Section';
import { schema } from '../../pages/sections/main-search/schema';
import { products } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Search',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Results: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      {
        path: '/search?q=cotton',
        data: [],
        page: {
          kind: 'search',
          q: 'cotton',
          page: 1,
          results: {
            data: products,
            meta: { total: products.length, current_page: 1, last_page: 1, page_size: 24 },
          },
        },
      },
      context,
    ),
};
