import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VariantPicker } from '../../components';
import { EachTheme, hoodieOptions, hoodieVariants } from './catalogStoryFixtures';

const palettes = {
  Colour: {
    paletteType: 'manual' as const,
    configs: {
      Sand: { showType: 'block' as const, colorCode: 'burlywood' },
      Slate: { showType: 'block' as const, colorCode: 'slategray' },
      Brick: { showType: 'block' as const, colorCode: 'indianred' },
    },
  },
};

const meta = {
  title: 'Components/VariantPicker',
  component: VariantPicker,
  args: {
    options: hoodieOptions,
    variants: hoodieVariants,
    defaultVariantId: 'hoodie-m-sand',
    onVariantChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Size × colour as buttons; S/Sand and M/Slate are sold out, L/Sand does not exist. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'S, SOLD OUT' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'L, SOLD OUT' }));
    await expect(args.onVariantChange).toHaveBeenLastCalledWith(null, {
      status: 'unavailable',
      variant: null,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('This combination is unavailable');
    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
    await expect(args.onVariantChange).toHaveBeenLastCalledWith('hoodie-xl-sand', expect.anything());
  },
};

export const WithSwatches: Story = { args: { palettes, bubbleStyle: 0 } };

export const AsSelects: Story = { args: { display: { Size: 'select', Colour: 'select' } } };

/** A sold-out combination picked: the status says so. */
export const SoldOutCombination: Story = { args: { defaultVariantId: 'hoodie-s-sand', palettes } };

/** Many values switch to a select automatically. */
export const ManyValues: Story = {
  args: {
    options: [{ name: 'Waist', values: ['26', '27', '28', '29', '30', '31', '32', '33', '34', '36'] }],
    variants: ['26', '27', '28', '29', '30', '31', '32', '33', '34', '36'].map((waist, index) => ({
      id: `jean-${waist}`,
      attrs: { Waist: waist },
      buyable: index % 4 !== 2,
    })),
    defaultVariantId: 'jean-30',
  },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: (args) => <EachTheme>{() => <VariantPicker {...args} palettes={palettes} />}</EachTheme>,
};
