import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/main-thank-you/Section';
import { schema } from '../../pages/sections/main-thank-you/schema';
import { toThankYouOrderView } from '../../pages/sections/main-thank-you/thankYouView';
import { order } from './commerceFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Thank you',
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
        path: `/orders/${order.number}/thank-you`,
        page: { kind: 'thankYou', number: order.number, order: toThankYouOrderView(order, 'en-US') },
        data: undefined,
      },
      context,
    ),
};
