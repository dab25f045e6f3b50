import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HeaderCartButton, headerCartIndicators, Inline } from '../../components';

const meta = {
  title: 'Components/HeaderCartButton',
  component: HeaderCartButton,
  args: { count: 3 },
  argTypes: { indicator: { control: 'inline-radio', options: headerCartIndicators } },
} satisfies Meta<typeof HeaderCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Cart type popup: a button that opens the popup cart. */
export const OpensPopup: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Inline space="large" alignY="center">
      <HeaderCartButton count={0} />
      <HeaderCartButton count={1} />
      <HeaderCartButton count={42} />
      <HeaderCartButton count={120} />
      <HeaderCartButton count={120} bracketed />
      <HeaderCartButton count={0} indicator="dot" />
      <HeaderCartButton count={2} indicator="dot" />
    </Inline>
  ),
};
