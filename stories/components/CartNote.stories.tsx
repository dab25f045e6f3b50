import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CartNote, type CartNoteSaveResult } from '../../components';

const meta = {
  title: 'Components/CartNote',
  component: CartNote,
  args: { value: '', onSave: fn(async (_note: string): Promise<CartNoteSaveResult> => ({ ok: true })) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter follows the text; the note saves after a 300 ms throttle and on blur. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Order note' });
    await userEvent.type(field, 'Leave at the door');
    await expect(canvas.getByText('17/500')).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith('Leave at the door'));
  },
};

export const WithNote: Story = {
  tags: ['visual-mobile'],
  args: { value: 'Please gift wrap the hoodie and leave the parcel with the concierge.' },
};

/** The server's message shows as an error. */
export const SaveError: Story = {
  args: {
    onSave: fn(
      async (_note: string): Promise<CartNoteSaveResult> => ({
        ok: false,
        message: 'The note could not be saved right now.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order note' }), 'Ring twice');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved'));
  },
};

export const NearTheLimit: Story = {
  args: { value: 'Lorem ipsum dolor sit amet. '.repeat(17).slice(0, 490) },
};
