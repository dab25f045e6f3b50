import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultThemeName, isThemeName, themeClasses } from '../../themes/index';
import { ThemeOverview } from './ThemeOverview';
import { themeProfiles } from './themeProfiles';

/**
 * The active theme's specimen sheet. Switch themes in the toolbar: this page
 * follows it, and the visual tests screenshot it once per theme.
 */
const meta = {
  title: 'Foundations/Theme overview',
  component: ThemeOverview,
  tags: ['!autodocs', 'visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: { name: defaultThemeName },
  render: (_args, { globals }) => (
    <ThemeOverview name={isThemeName(globals.theme) ? globals.theme : defaultThemeName} />
  ),
} satisfies Meta<typeof ThemeOverview>;

export default meta;

export const Overview: StoryObj<typeof meta> = {
  // The toolbar's theme lands on <html>, where portalled dialogs inherit it too.
  play: async ({ canvasElement, globals }) => {
    const theme = isThemeName(globals.theme) ? globals.theme : defaultThemeName;
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass(themeClasses[theme]);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      themeProfiles[theme].label,
    );
  },
};
