import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoundationsPage, TypeBands } from './FoundationsKit';

const meta = {
  title: 'Foundations/Typography',
  tags: ['!autodocs', 'single-theme'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** Each theme's type pairing and scale (font size / line height), self-hosted from @fontsource. */
export const AllThemes: StoryObj = {
  name: 'All themes',
  render: () => (
    <FoundationsPage
      title="Type scale"
      lead="Four heading steps and four text steps per theme. Headings may be set in capitals with tracking (a theme token), never by a component."
    >
      <TypeBands />
    </FoundationsPage>
  ),
};
