import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCartPageView } from '../../pages/cart/cartView';
import Section from '../../pages/sections/main-cart/Section';
import { schema } from '../../pages/sections/main-cart/schema';
import { cart } from './commerceFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Cart',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Default: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      { path: '/cart', page: { kind: 'cart', cart: toCartPageView(cart) } },
      context,
    ),
};
