import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination, Stack } from '../../components';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 5,
    getHref: (page: number) => `?page=${page}`,
    // Stories intercept clicks so the frame does not navigate.
    onPageChange: fn(),
  },
  argTypes: { getHref: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** First, current with neighbours, ellipses, last. */
export const ManyPages: Story = {
  tags: ['visual-mobile'],
  args: { page: 10, pageCount: 48 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 48' })).toHaveAttribute('href', '?page=48');
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

export const FirstPage: Story = { args: { page: 1, pageCount: 48 } };
export const LastPage: Story = { args: { page: 48, pageCount: 48 } };

/** A three-digit page count keeps the bar on one line on a phone. */
export const LongNumbers: Story = { args: { page: 250, pageCount: 999 } };

export const All: Story = {
  render: (args) => (
    <Stack space="large" align="center">
      {[
        [1, 3],
        [2, 7],
        [4, 20],
        [10, 20],
        [17, 20],
        [20, 20],
      ].map(([page = 1, pageCount = 1]) => (
        <Pagination
          key={`${page}-${pageCount}`}
          {...args}
          page={page}
          pageCount={pageCount}
          label={`Pagination, page ${page} of ${pageCount}`}
        />
      ))}
    </Stack>
  ),
};
