import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline, PaletteSwatches, type PaletteSwatchOption, Stack, Text } from '../../components';
import { bubbleStyles, paletteTypes } from '../../lib/catalog';
import { EachTheme, images } from './catalogStoryFixtures';

const blockOptions: PaletteSwatchOption[] = [
  { value: 'Navy' },
  { value: 'Tomato' },
  { value: 'DarkSeaGreen' },
  { value: 'Wheat', soldOut: true },
  { value: 'SlateGray' },
  { value: 'Midnight' }, // not a CSS colour name: a text chip
  { value: 'Black' },
];

const manualOptions: PaletteSwatchOption[] = [
  { value: 'Linen', config: { showType: 'image', imageSrc: images.swatchLinen } },
  { value: 'Herringbone', config: { showType: 'image', imageSrc: images.swatchHerringbone } },
  { value: 'Stripe', config: { showType: 'image', imageSrc: images.swatchStripe }, soldOut: true },
  { value: 'Forest', config: { showType: 'block', colorCode: '#2f5d3a' } },
  { value: 'Rose', config: { showType: 'block', colorCode: 'rgb(214, 138, 150)' } },
  { value: 'Broken', config: { showType: 'block', colorCode: 'red; background: url(x)' } },
];

const imageOptions: PaletteSwatchOption[] = [
  { value: 'Sand', config: { defaultImageSrc: images.hoodieSand } },
  { value: 'Slate', config: { defaultImageSrc: images.hoodieSlate } },
  { value: 'Brick', config: { defaultImageSrc: images.hoodieRed }, soldOut: true },
  { value: 'Ivory' },
];

const meta = {
  title: 'Components/PaletteSwatches',
  component: PaletteSwatches,
  args: {
    name: 'Colour',
    paletteType: 'autoBlock',
    options: blockOptions,
    view: 'detail',
    bubbleStyle: 0,
    onChange: fn(),
  },
  argTypes: {
    paletteType: { control: 'inline-radio', options: paletteTypes },
    view: { control: 'inline-radio', options: ['card', 'detail'] },
    bubbleStyle: { control: 'inline-radio', options: bubbleStyles },
  },
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Detail view: a radio group of every option; invalid options become text chips. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Tomato' }));
    await expect(args.onChange).toHaveBeenCalledWith('Tomato');
    await expect(canvas.getByRole('radio', { name: 'Wheat, sold out' })).toBeInTheDocument();
  },
};

/** Card view: the first show_num options and a "+N" link to the product. */
export const CardView: Story = {
  args: { view: 'card', showNum: 4, moreHref: '/products/crew-tee' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: '3 more Colour options, view product' }),
    ).toBeInTheDocument();
  },
};

export const Manual: Story = { args: { paletteType: 'manual', options: manualOptions, name: 'Fabric' } };

export const AutoImage: Story = { args: { paletteType: 'autoImage', options: imageOptions } };

export const TextOnly: Story = {
  args: { paletteType: 'none', options: [{ value: 'S' }, { value: 'M' }, { value: 'L', soldOut: true }] },
};

/** Every bubble style 0–5 with a picked option, in both views. */
export const BubbleStyles: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="large">
      {bubbleStyles.map((style) => (
        <Inline key={style} space="xlarge" alignY="center">
          <Text size="small" tone="secondary">
            Style {style}
          </Text>
          <PaletteSwatches
            name={`Colour style ${style}`}
            paletteType="autoBlock"
            options={blockOptions}
            bubbleStyle={style}
            defaultValue="Tomato"
          />
          <PaletteSwatches
            name={`Fabric style ${style}`}
            paletteType="manual"
            options={manualOptions}
            bubbleStyle={style}
            view="card"
            showNum={4}
            moreHref="/products/x"
            defaultValue="Linen"
            onChange={fn()}
          />
        </Inline>
      ))}
    </Stack>
  ),
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: () => (
    <EachTheme>
      {(theme) => (
        <Stack space="medium">
          <PaletteSwatches
            name={`Colour ${theme}`}
            paletteType="autoBlock"
            options={blockOptions}
            defaultValue="Navy"
            bubbleStyle={2}
          />
          <PaletteSwatches
            name={`Fabric ${theme}`}
            paletteType="manual"
            options={manualOptions}
            defaultValue="Linen"
          />
        </Stack>
      )}
    </EachTheme>
  ),
};
