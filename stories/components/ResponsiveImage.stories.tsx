import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResponsiveImage } from '../../components';
import { images } from './catalogStoryFixtures';

const meta = {
  title: 'Components/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: images.hoodieSand,
    alt: 'Heavyweight cotton hoodie in sand',
    width: 400,
    height: 500,
    fallbackSrc: images.fallback,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The LCP image: eager, high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A failing image shows the default image. */
export const Fallback: Story = {
  args: { src: '/missing-image.png', alt: 'Missing product photo' },
};
