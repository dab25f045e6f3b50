import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContrastReport } from '../../editor/components/ContrastReport';
import { checkTextPairs } from '../../themes/contrastPairs';
import { vogueTokens } from '../../themes/vogue/tokens';

const themeColour = (path: string) => {
  let node: unknown = vogueTokens;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return typeof node === 'string' ? node : undefined;
};

/** Every text pair of the theme contrast test, live: the merchant's overrides over the theme's colours. */
const meta = {
  title: 'Editor/ContrastReport',
  component: ContrastReport,
  tags: ['single-theme'],
  args: { checks: checkTextPairs(themeColour), colour: themeColour },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
} satisfies Meta<typeof ContrastReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vogue as shipped: every pair passes, the list folded away. */
export const AllPass: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Every text pair meets WCAG AA/)).toBeInTheDocument();
  },
};

const light = (path: string) => (path === 'color.foreground.brandAccent' ? '#f4c2d0' : themeColour(path));

/** A brand accent too light for white: its pairs are flagged first. */
export const Failing: Story = {
  args: { checks: checkTextPairs(light), colour: light },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 text pairs fail WCAG AA')).toBeInTheDocument();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('brandAccent on body');
    await expect(rows[1]).toHaveTextContent('Fails AA');
  },
};
