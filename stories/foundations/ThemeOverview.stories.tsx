import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultThemeName, isThemeName } from '../../themes/index';
import { ThemeOverview } from './ThemeOverview';

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

export const Overview: StoryObj<typeof meta> = {};
