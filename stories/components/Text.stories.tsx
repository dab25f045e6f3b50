import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Stack, Text, textSizes, textTones, textWeights } from '../../components';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: {
    children: 'Woven from long-staple cotton, washed for softness.',
    size: 'standard',
    tone: 'neutral',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Card titles clamp to 2 lines. */
export const MaxLines: Story = {
  args: {
    maxLines: 2,
    children:
      'The relaxed-fit linen overshirt in washed sage with horn buttons, twin chest pockets and a curved hem that works tucked or loose',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Text {...args} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text {...args} key={size} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textTones
        .filter((tone) => tone !== 'inherit')
        .map((tone) => (
          <Text {...args} key={tone} tone={tone} weight="medium">
            {tone}
          </Text>
        ))}
    </Stack>
  ),
};

/** Type scale, headings over text, as a product page uses them. */
export const All: Story = {
  tags: ['visual-mobile'],
  render: () => (
    <Stack space="large">
      <Heading level="1">Autumn edit</Heading>
      <Text size="large">Layers that work from the first cold morning to the last warm evening.</Text>
      <Heading level="3" as="h2">
        Merino crew sweater
      </Heading>
      <Text tone="secondary" size="small">
        Oat · Made in Portugal · Free returns
      </Text>
      <Text>
        Knitted from extra-fine merino that breathes, keeps its shape and never itches. Wear it over a shirt
        or on its own.
      </Text>
    </Stack>
  ),
};
