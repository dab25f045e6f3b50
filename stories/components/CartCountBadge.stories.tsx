import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartCountBadge, Inline, Stack, Text } from '../../components';

const meta = {
  title: 'Components/CartCountBadge',
  component: CartCountBadge,
  args: { count: 3, bracketed: false },
  argTypes: { count: { control: { type: 'number', min: -1, max: 1000 } } },
} satisfies Meta<typeof CartCountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
  },
};

/** Hidden at 0. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** 99+ above 99, in the wider pill. */
export const Overflow: Story = { args: { count: 120 } };

/** Venue's style: the capped count in brackets. */
export const Bracketed: Story = { args: { count: 120, bracketed: true } };

const cases = [
  { count: 0, note: 'hidden' },
  { count: 1 },
  { count: 9 },
  { count: 42 },
  { count: 99 },
  { count: 100 },
  { count: 2500, bracketed: true },
];

export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Inline space="large" alignY="bottom">
      {cases.map(({ count, bracketed, note }) => (
        <Stack space="xsmall" align="center" key={`${count}-${bracketed}`}>
          {note ? (
            <Text size="xsmall" tone="secondary">
              {note}
            </Text>
          ) : (
            <CartCountBadge count={count} bracketed={bracketed} />
          )}
          <Text size="xsmall" tone="secondary">
            {bracketed ? `${count}, bracketed` : String(count)}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};
