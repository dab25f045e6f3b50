import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Inline, Stack, stackAligns, Text } from '../../components';

const Tile = ({ children }: { children: string }) => (
  <Box background="neutralSoft" borderRadius="standard" paddingX="medium" paddingY="small">
    <Text size="small">{children}</Text>
  </Box>
);

const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { space: 'medium', align: 'left', dividers: false, children: null },
  argTypes: {
    align: { control: 'inline-radio', options: stackAligns },
    space: {
      control: 'select',
      options: ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stack: items in a column with even space. */
export const StackDefault: Story = {
  name: 'Stack',
  render: (args) => (
    <Stack {...args}>
      <Tile>Information</Tile>
      <Tile>Shipping</Tile>
      <Tile>Payment</Tile>
    </Stack>
  ),
};

export const StackWithDividers: Story = {
  args: { dividers: true },
  render: (args) => (
    <Stack {...args}>
      <Text>Subtotal</Text>
      <Text>Discount</Text>
      <Text weight="strong">Total</Text>
    </Stack>
  ),
};

/** Inline: a row that wraps; `collapseBelow="tablet"` stacks it on phones. */
export const InlineCollapsing: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Inline space="small" collapseBelow="tablet">
      <Button variant="ghost" tone="neutral">
        Continue shopping
      </Button>
      <Button>Check out</Button>
    </Inline>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <Inline space="xsmall">
      {['Linen', 'Cotton', 'Merino', 'Cashmere', 'Silk', 'Denim', 'Leather', 'Suede', 'Tweed'].map(
        (label) => (
          <Tile key={label}>{label}</Tile>
        ),
      )}
    </Inline>
  ),
};

/** Box: surfaces and spacing from the theme. */
export const BoxSurfaces: Story = {
  render: () => (
    <Inline space="small">
      {(
        ['surface', 'neutralSoft', 'brandAccentSoft', 'positiveSoft', 'cautionSoft', 'criticalSoft'] as const
      ).map((background) => (
        <Box key={background} background={background} borderRadius="card" padding="medium">
          <Text size="small">{background}</Text>
        </Box>
      ))}
    </Inline>
  ),
};
