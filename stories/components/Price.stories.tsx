import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Price, priceSizes, Stack, Text } from '../../components';
import { selectorCurrencies, toMinor } from '../../lib/money';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 4900, currency: 'USD', size: 'standard' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    currency: { control: 'select', options: [...selectorCurrencies, 'SEK', 'PLN', 'NOK', 'DKK'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The regular price struck through; screen readers hear "Sale price … Regular price …". */
export const OnSale: Story = {
  args: { amount: 3900, regularAmount: 5200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale price')).toBeInTheDocument();
    await expect(canvas.getByText('Regular price')).toBeInTheDocument();
  },
};

export const Large: Story = { args: { amount: 129900, regularAmount: 159900, size: 'large' } };

/** The store's currency rules: JPY no decimals, EUR symbol after, period or space thousands. */
export const Currencies: Story = {
  render: (args) => (
    <Stack space="small">
      {['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'BRL', 'PLN', 'KRW', 'INR'].map((currency) => (
        <Inline space="medium" key={currency} alignY="baseline">
          <Text size="small" tone="secondary">
            {currency}
          </Text>
          <Price
            {...args}
            currency={currency}
            amount={toMinor(1234.56, currency)}
            regularAmount={toMinor(1549, currency)}
          />
        </Inline>
      ))}
    </Stack>
  ),
};

export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="medium">
      {priceSizes.map((size) => (
        <Inline space="large" key={size} alignY="baseline">
          <Price size={size} amount={4900} currency="USD" />
          <Price size={size} amount={3900} regularAmount={5200} currency="USD" />
          <Price size={size} amount={123456} regularAmount={149900} currency="EUR" />
        </Inline>
      ))}
    </Stack>
  ),
};
