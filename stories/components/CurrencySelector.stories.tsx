import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CurrencySelector } from '../../components';
import { selectorCurrencies } from '../../lib/money';

const meta = {
  title: 'Components/CurrencySelector',
  component: CurrencySelector,
  tags: ['visual-two-themes'],
  args: { currencies: selectorCurrencies, value: 'USD', onChange: fn() },
} satisfies Meta<typeof CurrencySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Auto" first, then each currency as its code and symbol; a choice is reported, not kept. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency:' });
    await expect(canvas.getByRole('option', { name: 'Auto' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'EUR €' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'JPY ¥' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'EUR');
    await expect(args.onChange).toHaveBeenCalledWith('EUR');
  },
};

/** A chosen currency outside the list still shows as chosen. */
export const ChosenOutsideTheList: Story = {
  args: { currencies: ['USD', 'EUR'], value: 'JPY' },
};

/** Before the page can act on a choice (before hydration). */
export const Disabled: Story = {
  args: { disabled: true },
};
