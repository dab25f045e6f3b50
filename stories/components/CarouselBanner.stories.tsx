import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  CarouselBanner,
  CarouselBannerStatic,
  type CarouselSlide,
  carouselControlTypes,
} from '../../components';
import { bannerImages, EachTheme } from './navStoryFixtures';

const slides: CarouselSlide[] = [
  {
    id: 'autumn',
    image: {
      src: bannerImages[0]!,
      alt: 'A tote, scarf and cap on a warm sand background',
      width: 1200,
      height: 525,
    },
    title: 'The autumn edit',
    description: 'Soft wool, waxed canvas and colours for shorter days.',
    buttonText: 'Shop the edit',
    buttonUrl: '/collections/autumn',
  },
  {
    id: 'walk',
    image: {
      src: bannerImages[1]!,
      alt: 'Sneakers and boots on a slate background',
      width: 1200,
      height: 525,
    },
    title: 'Walk further',
    description: 'Leather boots and everyday sneakers, resoled for free.',
    buttonText: 'Shop shoes',
    buttonUrl: '/collections/shoes',
    overlayOpacity: 10,
  },
  {
    id: 'home',
    image: {
      src: bannerImages[2]!,
      alt: 'A lamp, vase and candle on a terracotta background',
      width: 1200,
      height: 525,
    },
    title: 'Light at home',
    description: 'Hand-thrown vases and lamps for the long evenings.',
    buttonText: 'Shop home',
    buttonUrl: '/collections/living',
  },
];

const meta = {
  title: 'Components/CarouselBanner',
  component: CarouselBanner,
  args: { slides, label: 'Featured collections', interval: 0, controls: 'arrow' },
  argTypes: {
    controls: { control: 'inline-radio', options: carouselControlTypes },
    interval: { control: { type: 'number', min: 0, max: 15 } },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CarouselBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull(), { timeout: 5000 });

/** Arrows (hide_type arrow); the first image is the page's LCP and loads first. */
export const Arrows: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
  },
};

/** Square dots (hide_type square), the current one marked. */
export const SquareDots: Story = {
  tags: ['visual-mobile'],
  args: { controls: 'square' },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Autoplay every 5 s (interval × 1000), with a pause button; hover or focus pauses too. */
export const Autoplay: Story = {
  args: { interval: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  },
};

/** Colours and overlay from the store's data (validated before use). */
export const CustomColours: Story = {
  args: {
    slides: slides.map((slide) => ({
      ...slide,
      overlayOpacity: 35,
      overlayColor: '#1f1a17',
      buttonColor: '#f4efe6',
      buttonTextColor: '#1f1a17',
    })),
  },
};

/**
 * `CarouselBannerStatic`: the first slide as plain server-rendered HTML, in the carousel's own
 * boxes, for the page to show until the carousel takes its place without moving anything. Square dots keep their row; arrows and pause come with the carousel.
 */
export const StaticFirstSlide: Story = {
  tags: ['visual-mobile'],
  args: { controls: 'square' },
  render: (args) => <CarouselBannerStatic slides={args.slides} label={args.label} controls={args.controls} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured collections' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'The autumn edit' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Walk further' })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  // The same component once per theme repeats its landmarks on purpose.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <EachTheme>{(theme) => <CarouselBanner {...args} label={`Featured, ${theme}`} />}</EachTheme>
  ),
};
