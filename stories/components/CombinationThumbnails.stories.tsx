import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CombinationThumbnails } from '../../components';
import { EachTheme, images } from './catalogStoryFixtures';

const meta = {
  title: 'Components/CombinationThumbnails',
  component: CombinationThumbnails,
  args: {
    currentProductId: 'hoodie',
    fallbackSrc: images.fallback,
    items: [
      {
        productId: 'hoodie',
        title: 'Heavyweight cotton hoodie',
        href: '/products/hoodie',
        imageSrc: images.hoodieSand,
      },
      {
        productId: 'tee',
        title: 'Organic cotton crew tee',
        href: '/products/crew-tee',
        imageSrc: images.teeNavy,
      },
      {
        productId: 'sneaker',
        title: 'Suede court sneaker',
        href: '/products/court-sneaker',
        imageSrc: images.sneaker,
      },
      { productId: 'tote', title: 'Waxed canvas tote', href: '/products/canvas-tote', imageSrc: images.tote },
      {
        productId: 'sun',
        title: 'Acetate sunglasses',
        href: '/products/sunglasses',
        imageSrc: images.sunglasses,
      },
    ],
  },
} satisfies Meta<typeof CombinationThumbnails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current product is left out; each thumbnail links to its product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Suede court sneaker' })).toHaveAttribute(
      'href',
      '/products/court-sneaker',
    );
  },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: (args) => <EachTheme>{() => <CombinationThumbnails {...args} />}</EachTheme>,
};
