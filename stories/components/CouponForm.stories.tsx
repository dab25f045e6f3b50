import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type CouponApplyResult, CouponForm, Stack, Text } from '../../components';

const slowOk = (_code: string) =>
  new Promise<CouponApplyResult>((resolve) => setTimeout(() => resolve({ ok: true }), 600));

const meta = {
  title: 'Components/CouponForm',
  component: CouponForm,
  args: { onApply: fn(slowOk), onRemove: fn(async () => ({ ok: true as const })), onSettled: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While applying, the button shows a spinner instead of its text; afterwards "Apply" again and verify true. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Discount code' });
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(input, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  },
};

export const Applied: Story = {
  args: { appliedCoupons: [{ code: 'WELCOME10' }, { code: 'FREESHIP', automatic: true }] },
};

/** A 422 shows the first error for the code. */
export const InvalidCode: Story = {
  args: {
    onApply: fn(
      async (_code: string): Promise<CouponApplyResult> => ({
        ok: false,
        message: 'This code did not match any active coupon. Was it entered correctly?',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'SAVE99{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('did not match'));
  },
};

/** A dismissible notice when the cart does not qualify yet. */
export const NotEnough: Story = {
  args: { notice: 'Spend $20.00 more to use BIG20.', appliedCoupons: [{ code: 'BIG20' }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('Spend $20.00 more to use BIG20.')).toBeNull();
  },
};

/** With one_discount, Apply stays disabled while a manual code is applied. */
export const OneDiscount: Story = {
  args: { oneDiscount: true, appliedCoupons: [{ code: 'WELCOME10' }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'SAVE5');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** In the popup cart the form hides behind a disclosure. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Have a discount code?' }));
    await expect(canvas.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  },
};

export const All: Story = {
  tags: ['visual-mobile'],
  render: (args) => (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          Empty
        </Text>
        <CouponForm {...args} />
      </Stack>
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          Applied, with a not-enough notice
        </Text>
        <CouponForm {...args} appliedCoupons={[{ code: 'BIG20' }]} notice="Spend $20.00 more to use BIG20." />
      </Stack>
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          Collapsed
        </Text>
        <CouponForm {...args} collapsible />
      </Stack>
    </Stack>
  ),
};
