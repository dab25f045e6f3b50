import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, WishlistItem } from '../../components';
import { images } from './catalogStoryFixtures';

const meta = {
  title: 'Components/WishlistItem',
  component: WishlistItem,
  args: {
    title: 'Organic cotton tee',
    href: '/products/organic-cotton-tee',
    image: { src: images.teeNavy, width: 800, height: 800 },
    price: 2800,
    currency: 'USD',
    fallbackSrc: images.fallback,
  },
} satisfies Meta<typeof WishlistItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (soldOut = false) => (
  <>
    <Button size="small" disabled={soldOut}>
      Add to cart
    </Button>
    <Button size="small" variant="ghost" tone="neutral">
      Remove
    </Button>
  </>
);

/** In stock with a saved variant and a markdown, a few left, and sold out. */
export const States: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxInlineSize: 720 }}>
      <li>
        <WishlistItem {...args} variantTitle="M / Navy" regularPrice={3500} actions={actions()} />
      </li>
      <li>
        <WishlistItem
          {...args}
          title="Stoneware mug"
          image={{ src: images.mug, width: 800, height: 800 }}
          price={1800}
          stock={3}
          actions={actions()}
        />
      </li>
      <li>
        <WishlistItem
          {...args}
          title="Canvas tote"
          image={{ src: images.tote, width: 800, height: 800 }}
          price={2400}
          soldOut
          actions={actions(true)}
        />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Organic cotton tee' })).toHaveAttribute(
      'href',
      '/products/organic-cotton-tee',
    );
    await expect(canvas.getByText('M / Navy')).toBeInTheDocument();
    await expect(canvas.getByText('Only 3 left')).toBeInTheDocument();
    await expect(canvas.getByText('Sold out')).toBeInTheDocument();
    await expect(canvas.getAllByText('In stock')).toHaveLength(1);
  },
};
