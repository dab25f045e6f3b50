import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCheckoutCartView } from '../../pages/sections/main-checkout/checkoutView';
import Section from '../../pages/sections/main-checkout/Section';
import { schema } from '../../pages/sections/main-checkout/schema';
import { cart } from './commerceFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Checkout',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const Information: StoryObj = {
  render: (_, context) =>
    renderSection(
      Section,
      schema,
      {
        path: '/checkout',
        page: {
          kind: 'checkout',
          cart: toCheckoutCartView(cart),
          status: 'open',
          step: 'contact_information',
          cartHash: cart.hash,
        },
        data: {
          hotCountries: [
            { code: 'US', name: 'United States' },
            { code: 'GB', name: 'United Kingdom' },
          ],
          otherCountries: [{ code: 'FR', name: 'France' }],
          countryName: 'United States',
          paymentMethods: [{ method: 'card', name: 'Card', paymentWindowMinutes: null }],
          idempotencyKey: 'story-checkout-0001',
          customer: null,
        },
      },
      context,
    ),
};
