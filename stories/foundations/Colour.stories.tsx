import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourTables, FoundationsPage } from './FoundationsKit';

const meta = {
  title: 'Foundations/Colour',
  tags: ['!autodocs', 'single-theme'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** Every colour role in every theme, with its value and the WCAG contrast of the pair it is used in. */
export const AllThemes: StoryObj = {
  name: 'All themes',
  render: () => (
    <FoundationsPage
      title="Colour roles"
      lead="Tokens name what a colour is for, not what it looks like. Each sample sits on the background it is used on; the ratio is WCAG 2 contrast for that pair (4.5:1 for text, 3:1 for focus rings, field outlines and graphics)."
    >
      <ColourTables />
    </FoundationsPage>
  ),
};
