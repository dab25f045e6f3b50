import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RatingSummary, ReviewForm, ReviewList, type ReviewView, Stack } from '../../components';

/** Demo photos: generated locally by the store's media routes in the app; plain swatches here. */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="${colour}"/></svg>`)}`;

const reviews: ReviewView[] = [
  {
    id: 1,
    author: 'Maya R.',
    rating: 5,
    title: 'Exactly as pictured',
    body: 'The linen is soft from the first wash and the colour is true.\nRuns a little large: I took a size down.',
    photos: [
      { url: swatch('#c9a27e'), thumbnail: swatch('#c9a27e'), alt: '' },
      { url: swatch('#6b8f71'), thumbnail: swatch('#6b8f71'), alt: '' },
    ],
    createdAt: '2026-10-03T09:12:00Z',
  },
  {
    id: 2,
    author: 'Jonas',
    rating: 3,
    title: '',
    body: 'Good shirt, but the buttons feel cheap for the price.',
    photos: [],
    createdAt: '2026-09-21T17:40:00Z',
  },
];

const meta = {
  title: 'Components/Reviews',
  component: RatingSummary,
  args: {
    average: 4.3,
    distribution: { 5: 31, 4: 12, 3: 4, 2: 1, 1: 2 },
    ratingHref: (rating: number) => `?rating=${rating}`,
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The average and the spread; each row filters the list to its rating. */
export const Summary: Story = {
  tags: ['visual-mobile'],
  args: { activeRating: 5 },
  play: async ({ canvas }) => {
    const five = canvas.getByRole('link', { name: '5 stars 31 reviews' });
    await expect(five).toHaveAttribute('href', '?rating=5');
    await expect(five).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('50 reviews')).toBeInTheDocument();
  },
};

/** Reviews with and without a title and photos. */
export const List: Story = {
  render: () => <ReviewList reviews={reviews} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Photo 2 of 2 from Maya R.' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  },
};

/** The form as it comes back from the store with the shopper's input and what to fix. */
export const FormWithErrors: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="large">
      <ReviewForm
        action="/products/linen-shirt/reviews"
        productId={7}
        values={{ name: 'Maya', email: 'maya@example', body: 'Soft and true to colour.' }}
        errors={{
          email: 'Enter a valid email address, like name@example.com.',
          rating: 'Choose a rating.',
          photos: 'Only JPG, JPEG, PNG and GIF images can be uploaded.',
        }}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('24/2,000 characters')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Your review'), '!');
    await expect(canvas.getByText('25/2,000 characters')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
