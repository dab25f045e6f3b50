import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline, QuantityInput, quantityInputSizes, Stack, Text } from '../../components';

const meta = {
  title: 'Components/QuantityInput',
  component: QuantityInput,
  args: { onChange: fn(), onInvalidNumber: fn(), onEnter: fn() },
  argTypes: { size: { control: 'inline-radio', options: quantityInputSizes } },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Cart lines go down to 0, which removes the line. */
export const CartLine: Story = { args: { min: 0, defaultValue: 2, size: 'small' } };

/** + is disabled at the maximum (here the stock left, 5). */
export const AtMaximum: Story = { args: { max: 5, defaultValue: 5 } };

export const Disabled: Story = { args: { disabled: true } };

/** Letters are stripped, the entry is rounded and committed on blur; above 100 the invalid-number event fires. */
export const TypingRules: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, 'a1b50.4');
    await expect(input).toHaveValue('150.4');
    await userEvent.tab();
    await expect(input).toHaveValue('150');
    await expect(args.onChange).toHaveBeenLastCalledWith(150);
    await expect(args.onInvalidNumber).toHaveBeenCalledWith(150);
  },
};

/** Entries above 100000 revert to the previous value. */
export const RevertsAboveMaximum: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '250000');
    await userEvent.tab();
    await expect(input).toHaveValue('3');
  },
};

/** Enter commits and calls onEnter (the product page adds to cart). */
export const EnterAddsToCart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith(4);
  },
};

export const All: Story = {
  tags: ['visual-mobile'],
  render: (args) => (
    <Stack space="large">
      <Inline space="large" alignY="center">
        {quantityInputSizes.map((size) => (
          <Stack space="xsmall" key={size}>
            <Text size="small" tone="secondary">
              {size}
            </Text>
            <QuantityInput {...args} size={size} defaultValue={2} label={`Quantity (${size})`} />
          </Stack>
        ))}
      </Inline>
      <Inline space="large" alignY="center">
        <QuantityInput {...args} min={0} defaultValue={0} label="Quantity at 0 (cart line)" />
        <QuantityInput {...args} max={5} defaultValue={5} label="Quantity at stock limit" />
        <QuantityInput {...args} disabled label="Quantity (disabled)" />
        <QuantityInput {...args} defaultValue={100000} label="Quantity at 100000" />
      </Inline>
    </Stack>
  ),
};
