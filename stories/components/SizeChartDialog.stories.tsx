import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SizeChartDialog } from '../../pages/sections/main-product/SizeChartDialog';

const chart = {
  id: 1,
  title: 'Tops size chart',
  unit: 'cm',
  description: '<p>Measure around the fullest part of the chest, under the arms.</p>',
  table: {
    columns: ['Size', 'Chest', 'Waist', 'Length', 'Sleeve', 'Shoulder'],
    rows: [
      ['XS', '82–86', '66–70', '66', '59', '41'],
      ['S', '86–91', '71–76', '68', '60', '43'],
      ['M', '96–101', '81–86', '71', '62', '45'],
      ['L', '106–111', '91–96', '73', '63', '47'],
      ['XL', '116–121', '101–106', '75', '64', '49'],
    ],
  },
};

const meta = {
  title: 'Components/SizeChartDialog',
  component: SizeChartDialog,
  args: { chart, unitNote: 'Measurements in cm.', onOpenChange: fn() },
  argTypes: { chart: { control: false } },
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof SizeChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's size chart: a table with column and row headers, its unit note, closed by Escape. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tops size chart' });
    const table = within(dialog).getByRole('table', { name: 'Tops size chart' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: 'M' })).toBeInTheDocument();
    await expect(within(dialog).getByText('Measurements in cm.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
