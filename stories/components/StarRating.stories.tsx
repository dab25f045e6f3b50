import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, StarRating, starRatingSizes } from '../../components';
import { EachTheme } from './catalogStoryFixtures';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { rating: 4.5, reviewCount: 128, size: 'standard' },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: starRatingSizes },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByText('128 reviews')).toBeInTheDocument();
  },
};

export const WithoutCount: Story = { args: { reviewCount: undefined, rating: 3 } };

export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="small">
      {[0, 1, 2.5, 3.5, 4.2, 4.8, 5].map((rating) => (
        <StarRating key={rating} rating={rating} reviewCount={Math.round(rating * 17)} />
      ))}
      {starRatingSizes.map((size) => (
        <StarRating key={size} rating={4.5} size={size} />
      ))}
    </Stack>
  ),
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: () => <EachTheme>{() => <StarRating rating={3.5} reviewCount={42} />}</EachTheme>,
};
