import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button, InlineNotice, noticesFromResponse, noticeTones, Stack, Toasts } from '../../components';

const meta = {
  title: 'Components/Notices',
  component: InlineNotice,
  args: { tone: 'warning', children: 'Only 2 left in stock: order soon.' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof InlineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dismissible: Story = { args: { onDismiss: () => {} } };

export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="small">
      <InlineNotice tone="info">Orders placed before 2 pm ship today.</InlineNotice>
      <InlineNotice tone="warning" onDismiss={() => {}}>
        Spend $20.00 more to use BIG20.
      </InlineNotice>
      <InlineNotice tone="error">Connection timed out, please try again</InlineNotice>
      <InlineNotice tone="success">WELCOME10 applied.</InlineNotice>
    </Stack>
  ),
};

const ToastDemo = ({ durationMs }: { durationMs: number }) => {
  const [toasts, setToasts] = useState(() =>
    noticesFromResponse({
      errors: ['The product is no longer available'],
      notices: ['Only 2 left in stock'],
      success: ['Added to cart'],
    }),
  );
  return (
    <>
      <Button
        variant="soft"
        onClick={() =>
          setToasts((list) => [
            ...list,
            { id: `success:${Date.now()}`, tone: 'success', message: 'Saved to wishlist' },
          ])
        }
      >
        Show a toast
      </Button>
      <Toasts
        toasts={toasts}
        durationMs={durationMs}
        onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
      />
    </>
  );
};

/** Response errors, notices and success lists as toasts; they stay while hovered or focused. */
export const ToastStack: StoryObj = {
  tags: ['visual-mobile'],
  render: () => <ToastDemo durationMs={0} />,
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('no longer available');
  },
};

/** Toasts close themselves after a short time. */
export const AutoDismiss: StoryObj = {
  render: () => <ToastDemo durationMs={400} />,
  play: async () => {
    await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull(), { timeout: 3000 });
  },
};
