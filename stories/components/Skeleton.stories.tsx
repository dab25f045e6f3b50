import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from '../../components';
import { EachTheme, Grid } from './catalogStoryFixtures';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'block', aspectRatio: 16 / 7, lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TextLines: Story = { args: { shape: 'text', lines: 4 } };

/** A loading product grid. */
export const CardGrid: Story = {
  tags: ['visual-mobile'],
  decorators: [(Story) => <div style={{ maxWidth: 1200 }}>{Story()}</div>],
  render: () => (
    <section aria-busy="true" aria-label="Loading products">
      <Grid>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} shape="card" />
        ))}
      </Grid>
    </section>
  ),
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: () => (
    <EachTheme>
      {() => (
        <Grid columns={3}>
          <Skeleton shape="card" />
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="block" aspectRatio={1} />
        </Grid>
      )}
    </EachTheme>
  ),
};
