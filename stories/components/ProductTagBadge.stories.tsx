import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { ProductTagBadge, productTagPositions, productTagShapes } from '../../components';
import { EachTheme, Grid, images } from './catalogStoryFixtures';

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ position: 'relative', maxWidth: 280 }}>
    <img
      src={images.teeNavy}
      alt=""
      width={400}
      height={500}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
    {children}
  </div>
);

const meta = {
  title: 'Components/ProductTagBadge',
  component: ProductTagBadge,
  args: {
    text: 'Save {SAVE_PERCENT}',
    values: { price: 3900, regularPrice: 5200, currency: 'USD', sku: 'TEE-NVY', stock: 4 },
    shape: 'burst',
    position: 'topLeft',
  },
  argTypes: {
    shape: { control: 'inline-radio', options: productTagShapes },
    position: { control: 'inline-radio', options: productTagPositions },
  },
  decorators: [(Story) => <Frame>{Story()}</Frame>],
} satisfies Meta<typeof ProductTagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Save 25%')).toBeInTheDocument();
  },
};

/** Style 1: the merchant's image with text over it. */
export const ImageWithText: Story = {
  args: {
    kind: 'image',
    imageSrc: images.tagRibbon,
    text: '{PRICE}',
    textColor: '#1a1a1a',
    desktopWidth: { width: 96, unit: 'px' },
  },
};

/** Every shape in every corner, with placeholders filled. */
export const AllPositions: Story = {
  tags: ['visual-mobile'],
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  render: (args) => (
    <Grid columns={2}>
      {productTagShapes.map((shape, index) => (
        <Frame key={shape}>
          <ProductTagBadge
            {...args}
            shape={shape}
            position={productTagPositions[index] ?? 'topLeft'}
            text={['-{SAVE_PERCENT}', 'Only {STOCK} left', 'New', 'Save {SAVE_AMOUNT}'][index] ?? ''}
          />
        </Frame>
      ))}
    </Grid>
  ),
};

/** Unsafe merchant colours are ignored: the theme's sale colours stay. */
export const UnsafeColours: Story = {
  args: { text: 'Sale', textColor: 'red; background: url(x)', shapeColor: 'expression(alert(1))' },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  decorators: [],
  render: (args) => (
    <EachTheme>
      {() => (
        <Frame>
          <ProductTagBadge {...args} />
        </Frame>
      )}
    </EachTheme>
  ),
};
