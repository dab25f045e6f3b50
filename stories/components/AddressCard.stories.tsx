import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddressCard, Stack } from '../../components';

const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  args: {
    name: 'Ada Lovelace',
    lines: ['12 Analytical Row, Springfield IL 62701, United States'],
    phone: '+1 555 0100',
    isDefault: false,
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['skip-visual'],
};

export const IsDefault: Story = {
  tags: ['skip-visual'],
  args: { isDefault: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Default')).toBeInTheDocument();
  },
};

export const All: Story = {
  tags: ['single-theme'],
  render: (args) => (
    <Stack space="medium">
      <AddressCard {...args} isDefault />
      <AddressCard {...args} lines={['Acme Ltd', '1 Long Street, London SW1A 1AA, United Kingdom']} />
    </Stack>
  ),
};
