import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ProductCard,
  type ProductCardProps,
  productCardAnimations,
  productCardLayouts,
  Stack,
} from '../../components';
import { productCardBuyButtonTypes } from '../../lib/catalog';
import { cardImage, EachTheme, Grid, hoodieOptions, hoodieVariants, images } from './catalogStoryFixtures';

const hoodie: ProductCardProps = {
  productId: 'hoodie',
  title: 'Heavyweight cotton hoodie',
  href: '/products/heavyweight-hoodie',
  price: 6900,
  regularPrice: 8900,
  currency: 'USD',
  image: cardImage(images.hoodieSand),
  secondImage: cardImage(images.hoodieSandAngled),
  animation: 'show_second_img',
  rating: 4.5,
  reviewCount: 128,
  options: hoodieOptions,
  variants: hoodieVariants,
  palette: {
    name: 'Colour',
    paletteType: 'manual',
    options: [
      { value: 'Sand', config: { showType: 'block', colorCode: 'burlywood', variantId: 'hoodie-m-sand' } },
      { value: 'Slate', config: { showType: 'block', colorCode: 'slategray', variantId: 'hoodie-m-slate' } },
      { value: 'Brick', config: { showType: 'block', colorCode: 'indianred', variantId: 'hoodie-m-brick' } },
    ],
  },
  palettes: {
    Colour: {
      paletteType: 'manual',
      configs: {
        Sand: { showType: 'block', colorCode: 'burlywood', variantId: 'hoodie-m-sand' },
        Slate: { showType: 'block', colorCode: 'slategray', variantId: 'hoodie-m-slate' },
        Brick: { showType: 'block', colorCode: 'indianred', variantId: 'hoodie-m-brick' },
      },
    },
  },
  fallbackSrc: images.fallback,
};

const singleVariant = (id: string, buyable = true) => [{ id, attrs: {}, buyable }];

const products: ProductCardProps[] = [
  hoodie,
  {
    productId: 'tee',
    title: 'Organic cotton crew tee',
    href: '/products/crew-tee',
    price: 2400,
    currency: 'USD',
    image: cardImage(images.teeNavy),
    secondImage: cardImage(images.teeNavyBack),
    animation: 'show_second_img',
    rating: 4,
    reviewCount: 56,
    variants: singleVariant('tee-1'),
    tags: [{ id: 'new', text: 'New', shape: 'circle', position: 'topLeft' }],
  },
  {
    productId: 'sneaker',
    title: 'Suede court sneaker',
    href: '/products/court-sneaker',
    price: 9800,
    regularPrice: 14000,
    currency: 'USD',
    image: cardImage(images.sneaker),
    rating: 5,
    reviewCount: 9,
    variants: singleVariant('sneaker-1'),
    tags: [{ id: 'sale', text: 'Save {SAVE_PERCENT}', shape: 'burst', position: 'topLeft' }],
  },
  {
    productId: 'tote',
    title: 'Waxed canvas tote',
    href: '/products/canvas-tote',
    price: 5500,
    currency: 'USD',
    image: cardImage(images.tote),
    variants: singleVariant('tote-1', false),
  },
  {
    productId: 'mug',
    title: 'Stoneware mug',
    href: '/products/stoneware-mug',
    price: 1800,
    currency: 'USD',
    image: cardImage(images.mug),
    rating: 3.5,
    reviewCount: 14,
    variants: singleVariant('mug-1'),
    stock: 3,
    tags: [{ id: 'low', text: 'Only {STOCK} left', shape: 'ribbon', position: 'bottomLeft' }],
  },
  {
    productId: 'lamp',
    title: 'Pleated linen table lamp with a solid oak base and a hand-finished brass switch',
    href: '/products/linen-lamp',
    price: 12900,
    regularPrice: 12950,
    currency: 'USD',
    image: cardImage(images.lamp),
    variants: singleVariant('lamp-1'),
  },
  {
    productId: 'backpack',
    title: 'Roll-top backpack',
    href: '/products/roll-top-backpack',
    price: 11000,
    currency: 'USD',
    image: cardImage(images.backpack),
    rating: 4.5,
    reviewCount: 211,
    variants: singleVariant('backpack-1'),
    marketplaceButtons: [{ id: 'amz', kind: 'amazon', url: 'https://www.amazon.com/', variant: 'outline' }],
  },
  {
    productId: 'sunglasses',
    title: 'Acetate sunglasses',
    href: '/products/acetate-sunglasses',
    price: 7500,
    currency: 'USD',
    image: cardImage(images.sunglasses),
    variants: singleVariant('sun-1'),
    combination: [
      {
        productId: 'tee',
        title: 'Organic cotton crew tee',
        href: '/products/crew-tee',
        imageSrc: images.teeNavy,
      },
      { productId: 'tote', title: 'Waxed canvas tote', href: '/products/canvas-tote', imageSrc: images.tote },
    ],
  },
];

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { ...hoodie, onAdd: fn(), onQuickView: fn(), onOptionPickerRequest: fn(), onMarketplaceClick: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: productCardLayouts },
    animation: { control: 'inline-radio', options: productCardAnimations },
    buyButtonType: { control: 'inline-radio', options: productCardBuyButtonTypes },
    titleStyle: { control: 'inline-radio', options: [0, 1] },
    bubbleStyle: { control: { type: 'range', min: 0, max: 5 } },
  },
  // One card is shown at a column's width; grid stories widen the frame.
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.frameWidth ?? 280 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // One link names the card; the palette's "+N" link only appears with more options than show_num.
    await expect(canvas.getByRole('link', { name: 'Heavyweight cotton hoodie' })).toHaveAttribute(
      'href',
      '/products/heavyweight-hoodie',
    );
    await expect(canvas.getByText('22% off')).toBeInTheDocument();
  },
};

/** Eight cards in the grid, as a collection page shows them. */
export const GridOfEight: Story = {
  tags: ['visual-mobile'],
  parameters: { frameWidth: 1200 },
  render: (args) => (
    <Grid>
      {products.map((product, index) => (
        <ProductCard
          key={product.productId}
          {...product}
          onAdd={args.onAdd}
          onWishlistToggle={fn()}
          wishlisted={index === 1}
          // Eager in the story so screenshots never catch a lazy image unloaded.
          priority
          fallbackSrc={images.fallback}
        />
      ))}
    </Grid>
  ),
};

export const ListLayout: Story = {
  tags: ['visual-mobile'],
  parameters: { frameWidth: 760 },
  render: (args) => (
    <Stack space="large" dividers>
      {products.slice(0, 3).map((product) => (
        <ProductCard key={product.productId} {...product} layout="list" onAdd={args.onAdd} />
      ))}
    </Stack>
  ),
};

/** All variants disabled: a disabled "Sold out" button and a sold-out label on the image. */
export const SoldOut: Story = {
  args: { variants: hoodieVariants.map((variant) => ({ ...variant, buyable: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Heavyweight brushed-back organic cotton hoodie with a double-lined hood and ribbed cuffs in four colours',
  },
};

export const OnSale: Story = {
  tags: ['visual-rtl'],
  args: {
    price: 4900,
    regularPrice: 9800,
    tags: [{ id: 'sale', text: '-{SAVE_PERCENT}', shape: 'burst', position: 'topLeft' }],
  },
};

/** A discount of 1 % or less shows no tag. */
export const TinyDiscountNoTag: Story = {
  args: { price: 8850, regularPrice: 8900 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};

export const NoRating: Story = { args: { rating: undefined, reviewCount: undefined } };

/** Title style 0 hides the title; it still names the card's link. */
export const TitleHidden: Story = {
  args: { titleStyle: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Heavyweight cotton hoodie' })).toBeInTheDocument();
  },
};

export const AllTagPositions: Story = {
  args: {
    tags: [
      { id: 'tl', text: 'New', shape: 'circle', position: 'topLeft' },
      { id: 'tr', text: '-{SAVE_PERCENT}', shape: 'burst', position: 'topRight' },
      { id: 'bl', text: 'Best seller', shape: 'ribbon', position: 'bottomLeft' },
      {
        id: 'br',
        kind: 'image',
        imageSrc: images.tagRibbon,
        text: '{PRICE}',
        textColor: '#1a1a1a',
        position: 'bottomRight',
        mobileWidth: { width: 72, unit: 'px' },
        desktopWidth: { width: 88, unit: 'px' },
      },
    ],
  },
};

/** Buy button type add: a product with variants first expands the option picker. */
export const AddWithOptionPicker: Story = {
  args: { buyButtonType: 'add' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const picker = canvas.getByRole('region', { name: 'Heavyweight cotton hoodie' });
    await userEvent.click(within(picker).getByRole('radio', { name: 'XL' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.stringMatching(/^hoodie-xl-/), 'hoodie');
  },
};

export const QuickViewButton: Story = {
  args: { buyButtonType: 'popup' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose options' }));
    await expect(args.onQuickView).toHaveBeenCalledWith('hoodie');
  },
};

export const WithMarketplaceAndLook: Story = {
  args: {
    marketplaceButtons: [
      {
        id: 'amz',
        kind: 'amazon',
        url: 'https://www.amazon.com/',
        variant: 'solid',
        backgroundColor: '#ff9900',
        textColor: '#111111',
      },
      { id: 'ebay', kind: 'ebay', url: 'https://www.ebay.com/', variant: 'outline' },
      {
        id: 'own',
        kind: 'custom',
        url: 'https://example.com/',
        variant: 'link',
        text: 'Find a store near you',
      },
    ],
    combination: [
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
    ],
  },
};

/** A broken image falls back to the default image. */
export const ImageFallback: Story = {
  args: { image: { src: '/does-not-exist.png', width: 400, height: 500 }, secondImage: undefined },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  parameters: { frameWidth: 1200 },
  render: (args) => (
    <EachTheme>
      {() => (
        <Grid>
          {products.slice(0, 4).map((product) => (
            <ProductCard key={product.productId} {...product} onAdd={args.onAdd} onWishlistToggle={fn()} />
          ))}
        </Grid>
      )}
    </EachTheme>
  ),
};
