import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Box, Button, Drawer, drawerSides, drawerWidths, Stack, Text } from '../../components';

const menuLinks = ['New arrivals', 'Women', 'Men', 'Accessories', 'Journal', 'Sale'];

const MenuContent = () => (
  <Stack space="xlarge">
    <Stack as="ul" space="medium" dividers>
      {menuLinks.map((label) => (
        <a key={label} href={`#${label}`} style={{ color: 'inherit', textDecoration: 'none' }}>
          <Text weight="medium">{label}</Text>
        </a>
      ))}
    </Stack>
    <Stack space="small">
      <Button href="#login" variant="ghost" tone="neutral" fullWidth>
        Log in
      </Button>
    </Stack>
    <Box background="neutralSoft" borderRadius="card" padding="medium">
      <Stack space="xsmall">
        <Text size="small" weight="strong">
          Contact us
        </Text>
        <Text size="small" tone="secondary">
          service@vitrine.example
        </Text>
      </Stack>
    </Box>
  </Stack>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    side: 'left',
    width: 'menu',
    onOpenChange: fn(),
    trigger: (
      <Button variant="ghost" tone="neutral">
        Open menu
      </Button>
    ),
    children: <MenuContent />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    width: { control: 'inline-radio', options: Object.keys(drawerWidths) },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger and closes from its close button. */
export const Default: Story = {
  // Ends on the trigger after a focus-return animation, a state whose last frame varies run to
  // run; the drawer's look is covered by MenuOpen and RightOpen.
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The left mobile menu (300 wide). */
export const MenuOpen: Story = {
  tags: ['visual-mobile'],
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

/** From the right, wider: a drawer cart. */
export const RightOpen: Story = {
  tags: ['visual-rtl'],
  args: {
    defaultOpen: true,
    side: 'right',
    width: 'wide',
    title: 'Your cart',
    children: <Text tone="secondary">Your cart is empty.</Text>,
    footer: (
      <Button href="/collections/all" fullWidth>
        Continue shopping
      </Button>
    ),
  },
};
