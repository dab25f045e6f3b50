import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckoutButton } from '../../components';

const meta = {
  title: 'Components/CheckoutButton',
  component: CheckoutButton,
  args: { href: '#checkout', onCheckout: fn(), context: 'page' },
  argTypes: { context: { control: 'inline-radio', options: ['popup', 'page'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click runs tracking, then the button is dimmed and ignores clicks (3 s on a page, 5 s in the
 * popup cart; a minute here, so the screenshot after the click shows the lock however slow the
 * machine taking it).
 */
export const Default: Story = {
  args: { lockMs: 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Check out' });
    // Stay on the story: the test only cares about the lock.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { tags: ['visual-mobile'], args: { disabled: true } };
