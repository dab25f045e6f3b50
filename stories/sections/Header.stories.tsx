import type { Meta, StoryObj } from '@storybook/react-vite';
import Section from '../../pages/sections/header/Section';
import { schema } from '../../pages/sections/header/schema';
import { navConfig, storeMenu } from '../components/navStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Header',
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
        settings: { predictiveSearch: false },
        data: {
          menu: storeMenu,
          chrome: { storeName: 'Vitrine Supply Co.', memberConfig: 'optional', navConfig },
        },
      },
      context,
    ),
};
