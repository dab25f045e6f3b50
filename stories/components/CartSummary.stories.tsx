import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartSummary, CheckoutButton } from '../../components';

const meta = {
  title: 'Components/CartSummary',
  component: CartSummary,
  args: {
    totals: { subtotal: 27100, discount: 2400, total: 24700, currency: 'USD' },
    checkout: <CheckoutButton href="#checkout" />,
  },
  argTypes: { checkout: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual-mobile'] };

export const NoDiscount: Story = {
  args: { totals: { subtotal: 7800, discount: 0, total: 7800, currency: 'USD' } },
};

/** Euro formatting (symbol after, comma decimals). */
export const Euro: Story = {
  args: { totals: { subtotal: 123456, discount: 12345, total: 111111, currency: 'EUR' } },
};
