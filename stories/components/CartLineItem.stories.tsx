import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartLineItem, Stack } from '../../components';
import {
  hoodieLine,
  lensLeftLine,
  lensRightLine,
  longTitleLine,
  mugGiftLine,
  sneakerLine,
  teeLine,
  toteHalfGiftLine,
} from './cartFixtures';

const meta = {
  title: 'Components/CartLineItem',
  component: CartLineItem,
  args: { line: teeLine, currency: 'USD', onQuantityChange: fn(), onRemove: fn() },
  argTypes: { line: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sale line; − to 0 removes it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-tee', 3);
  },
};

export const FreeGift: Story = { args: { line: mugGiftLine } };

export const PercentageGift: Story = { args: { line: toteHalfGiftLine } };

/** A custom property value starting with http becomes a Preview download link. */
export const CustomProperties: Story = { tags: ['visual-rtl'], args: { line: sneakerLine } };

export const LensPair: Story = {
  render: (args) => (
    <Stack space="large" dividers>
      <CartLineItem {...args} line={lensLeftLine} />
      <CartLineItem {...args} line={lensRightLine} />
    </Stack>
  ),
};

export const Busy: Story = { args: { busy: true } };

/** A long title wraps; the broken image falls back to the default image. */
export const LongTitleAndBrokenImage: Story = { args: { line: longTitleLine } };

/** Without JavaScript: the quantity and remove controls post plain forms to the cart route. */
export const PlainForms: Story = {
  args: { formAction: '/cart', onQuantityChange: undefined, onRemove: undefined },
};

export const All: Story = {
  tags: ['visual-mobile'],
  render: (args) => (
    <Stack space="large" dividers>
      {[teeLine, hoodieLine, sneakerLine, mugGiftLine, toteHalfGiftLine, lensLeftLine, longTitleLine].map(
        (line) => (
          <CartLineItem key={line.key} {...args} line={line} />
        ),
      )}
      <CartLineItem {...args} line={{ ...hoodieLine, key: 'busy' }} busy />
    </Stack>
  ),
};
