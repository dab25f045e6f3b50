import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderListItem } from '../../components';

const meta = {
  title: 'Components/OrderListItem',
  component: OrderListItem,
  args: {
    name: '#1001482913',
    href: '/account/orders/1001482913',
    placedAt: '2026-11-20T10:00:00Z',
    total: 4399,
    currency: 'USD',
    paymentStatus: 'paid',
    fulfillmentStatus: 'unfulfilled',
    cancelled: false,
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <OrderListItem {...args} />
    </ul>
  ),
} satisfies Meta<typeof OrderListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Order #1001482913' })).toHaveAttribute(
      'href',
      '/account/orders/1001482913',
    );
    await expect(canvas.getByText('$43.99')).toBeInTheDocument();
  },
};

export const All: Story = {
  tags: ['single-theme'],
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <OrderListItem {...args} />
      <OrderListItem {...args} name="#1001482914" paymentStatus="unpaid" />
      <OrderListItem
        {...args}
        name="#1001482915"
        paymentStatus="partial_refund"
        fulfillmentStatus="fulfilled"
      />
      <OrderListItem {...args} name="#1001482916" paymentStatus="refund" fulfillmentStatus="fulfilled" />
      <OrderListItem {...args} name="#1001482917" paymentStatus="unpaid" cancelled />
    </ul>
  ),
};
