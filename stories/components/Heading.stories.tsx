import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, Stack } from '../../components';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: '2', children: 'New season essentials' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long heading wraps in balanced lines. */
export const LongText: Story = {
  args: {
    level: '1',
    children: 'The considered wardrobe: twelve pieces that carry you through every season',
  },
};

export const All: Story = {
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading {level}: New season essentials
        </Heading>
      ))}
    </Stack>
  ),
};
