import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants, Inline, Stack, Text } from '../../components';

const BagIcon = () => (
  <svg
    aria-hidden
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
  >
    <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While the action runs: a spinner replaces the label (keeping the width), clicks are ignored. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /add to cart/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Sold out' } };

/** `href` renders a link: it works before JavaScript loads. */
export const AsLink: Story = {
  args: { href: '/collections/all', children: 'Continue shopping', variant: 'ghost', tone: 'neutral' },
};

export const WithIcon: Story = { args: { icon: <BagIcon />, children: 'Add to cart' } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Check out' },
  parameters: { layout: 'padded' },
};

export const LongLabel: Story = {
  args: { children: 'Add the limited-edition midnight blue wool overcoat to cart' },
};

/** Every variant in every tone and size, to compare at a glance. */
export const All: Story = {
  tags: ['visual-mobile'],
  render: (args) => (
    <Stack space="large">
      {buttonTones.map((tone) => (
        <Stack space="small" key={tone}>
          <Text size="small" tone="secondary" weight="medium">
            {tone}
          </Text>
          <Inline space="small">
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant} tone={tone} onClick={args.onClick}>
                {variant}
              </Button>
            ))}
          </Inline>
        </Stack>
      ))}
      <Inline space="small" alignY="center">
        {buttonSizes.map((size) => (
          <Button key={size} size={size} onClick={args.onClick}>
            {size}
          </Button>
        ))}
        <Button loading onClick={args.onClick}>
          Loading
        </Button>
        <Button disabled onClick={args.onClick}>
          Sold out
        </Button>
      </Inline>
    </Stack>
  ),
};
