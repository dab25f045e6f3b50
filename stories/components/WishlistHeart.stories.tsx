import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline, WishlistHeart, WishlistHeartForm } from '../../components';

const meta = {
  title: 'Components/WishlistHeart',
  component: WishlistHeart,
  args: { productId: 'p1', pressed: false, label: 'Save to wishlist', onToggle: fn() },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off and on, over an image (cards) and inline (the product page). */
export const States: Story = {
  render: (args) => (
    <Inline space="large" alignY="center">
      <span
        style={{
          position: 'relative',
          display: 'block',
          inlineSize: 96,
          blockSize: 96,
          background: '#d9d4cc',
        }}
      >
        <WishlistHeart {...args} />
      </span>
      <span
        style={{
          position: 'relative',
          display: 'block',
          inlineSize: 96,
          blockSize: 96,
          background: '#d9d4cc',
        }}
      >
        <WishlistHeart {...args} productId="p2" pressed />
      </span>
      <WishlistHeart {...args} productId="p3" placement="inline" />
      <WishlistHeart {...args} productId="p4" placement="inline" pressed />
    </Inline>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const hearts = canvas.getAllByRole('button', { name: 'Save to wishlist' });
    await expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'true',
    ]);
    await userEvent.click(hearts[0]!);
    await expect(args.onToggle).toHaveBeenCalledWith('p1');
  },
};

/** With a form: a submit button of the hidden form (works without JavaScript). */
export const WithForm: Story = {
  tags: ['skip-visual'],
  args: { form: 'heart-form' },
  render: (args) => (
    <>
      <WishlistHeart {...args} placement="inline" />
      <WishlistHeartForm id="heart-form" action="/account/wishlist" productId="p1" variantId="v9" />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toHaveAttribute('type', 'submit');
    const form = canvasElement.querySelector('form#heart-form') as HTMLFormElement;
    await expect(heart).toHaveAttribute('form', 'heart-form');
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      _form: 'wishlistAdd',
      product_id: 'p1',
      variant_id: 'v9',
    });
  },
};
