import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SavedCard, Stack } from '../../components';

const meta = {
  title: 'Components/SavedCard',
  component: SavedCard,
  args: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2034, isDefault: false, expired: false },
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visa ending in 4242')).toBeInTheDocument();
    await expect(canvas.getByText('Expires 12/34')).toBeInTheDocument();
  },
};

export const Expired: Story = {
  tags: ['skip-visual'],
  args: { expired: true, expiryYear: 2020, expiryMonth: 3 },
};

export const All: Story = {
  tags: ['single-theme'],
  render: (args) => (
    <Stack space="medium">
      <SavedCard {...args} isDefault />
      <SavedCard {...args} brand="mastercard" last4="4444" />
      <SavedCard {...args} brand="unknown" last4="0005" expired expiryYear={2021} />
    </Stack>
  ),
};
