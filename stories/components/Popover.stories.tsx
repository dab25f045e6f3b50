import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button, Popover, popoverAligns, popoverSides, Stack, Text } from '../../components';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'More payment methods',
    trigger: (
      <Button variant="soft" tone="neutral" size="small">
        +3
      </Button>
    ),
    children: (
      <Stack space="xsmall">
        <Text size="small" weight="medium">
          Also accepted
        </Text>
        <Text size="small" tone="secondary">
          Klarna, Afterpay, Google Pay
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
    trigger: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opens on its trigger, closes on Esc. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '+3' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'More payment methods' });
    await waitFor(() => expect(popover).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '+3' }));
    await screen.findByRole('dialog', { name: 'More payment methods' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
