import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, VisuallyHidden } from '../../components';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Sale price' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A price that says what it is to a screen reader only: "Sale price $89.00" is read, "$89.00" is
 * seen. The hidden words take no room in the line.
 */
export const InText: Story = {
  render: (args) => (
    <Text>
      <VisuallyHidden {...args} />
      $89.00
    </Text>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Sale price');
    // In the accessibility tree (not display:none, not aria-hidden), but one pixel, clipped.
    await expect(hidden).toBeInTheDocument();
    await expect(hidden).not.toHaveAttribute('aria-hidden');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};
