import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-collection/Section';
import { schema } from '../../pages/sections/main-collection/schema';
import { collection } from './sectionFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Collection',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

const facet = (value: string, count: number, label = value) => ({ value, label, count });

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      {
        path: '/collections/new-arrivals',
        page: {
          kind: 'collection',
          page: 1,
          listing: { page: 1, sort: null, view: null, filters: { options: [] } },
          collection: {
            ...collection,
            facets: {
              availability: [facet('in_stock', 3, 'In stock'), facet('out_of_stock', 1, 'Out of stock')],
              collections: [],
              categories: [facet('Tops', 2), facet('Home', 1)],
              options: [{ name: 'Colour', values: [facet('Sand', 1), facet('Slate', 1)] }],
              price: { min: { amount: 1600, currency: 'USD' }, max: { amount: 14900, currency: 'USD' } },
            },
          },
        },
      },
      context,
    ),
};
