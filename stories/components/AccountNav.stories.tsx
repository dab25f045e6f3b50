import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountNav } from '../../components';

const meta = {
  title: 'Components/AccountNav',
  component: AccountNav,
  args: {
    current: 'orders',
    urls: {
      overview: '/account',
      orders: '/account/orders',
      addresses: '/account/addresses',
      paymentMethods: '/account/payment-methods',
      wishlist: '/account/wishlist',
    },
    logoutUrl: '/logout',
    logoutToken: 'csrf-token',
  },
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['single-theme'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};
