import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GiftPicker } from '../../components';
import { gifts } from './cartFixtures';

const meta = {
  title: 'Components/GiftPicker',
  component: GiftPicker,
  args: { open: true, onOpenChange: fn(), onAdd: fn(), gifts, currency: 'USD' },
  argTypes: { gifts: { control: false } },
  parameters: { docs: { story: { inline: false, height: '820px' } } },
} satisfies Meta<typeof GiftPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12 gifts a page, 4 per row on desktop and 2 on mobile, in a 492 px list. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your gift' });
    const list = within(dialog).getByRole('list', { name: 'Gift products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Stoneware mug as your gift' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The second page holds the rest; the gift with options but no variants is dropped. */
export const SecondPage: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: /page 2/i }));
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'Gift products' })).getAllByRole('listitem'),
      ).toHaveLength(4),
    );
  },
};

export const Adding: Story = { args: { addingId: 'gift-2' } };

export const Empty: Story = { tags: ['visual-mobile'], args: { gifts: [] } };
