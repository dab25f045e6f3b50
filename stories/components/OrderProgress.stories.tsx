import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderProgress, Stack } from '../../components';
import { progressSteps } from '../../lib/orders/status';

const meta = {
  title: 'Components/OrderProgress',
  component: OrderProgress,
  args: { step: 'in_transit', needsAttention: false },
  argTypes: { step: { control: 'select', options: progressSteps } },
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Transit').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** An exception at the carrier: the current step says it needs attention. */
export const NeedsAttention: Story = {
  tags: ['skip-visual'],
  args: { needsAttention: true },
};

/** Every step as the current one. */
export const All: Story = {
  tags: ['visual-mobile', 'single-theme'],
  render: () => (
    <Stack space="large">
      {progressSteps.map((step) => (
        <OrderProgress key={step} step={step} />
      ))}
    </Stack>
  ),
};
