import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Box, CartCountBadge, Header, headerVisibilities, Icon, Stack, Text } from '../../components';
import { EachTheme, longMenu, navConfig, storeMenu } from './navStoryFixtures';

/** A stand-in for HeaderCartButton (built in another lane): an icon button with the count badge. */
const CartButton = ({ count = 2 }: { count?: number }) => (
  <a
    href="/cart"
    aria-label={`Cart, ${count} items`}
    style={{ position: 'relative', display: 'inline-flex', padding: 10, color: 'inherit' }}
  >
    <Icon name="cart" size="large" />
    <span style={{ position: 'absolute', top: 2, right: 0 }}>
      <CartCountBadge count={count} />
    </span>
  </a>
);

const PageBelow = () => (
  <Box padding="large">
    <Stack space="medium">
      {Array.from({ length: 24 }, (_, index) => (
        <Text key={index} as="p">
          Scroll to see the header follow the rules of spec §4: a floating header slides away on the way down
          and comes back on the way up; a static header scrolls off with the page.
        </Text>
      ))}
    </Stack>
  </Box>
);

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    storeName: 'Maison Vitrine',
    menu: storeMenu,
    announcement: 'Free shipping on orders over $75 · 30-day returns',
    visibility: 'static',
    cartButton: <CartButton />,
    loggedIn: false,
    memberConfig: 'optional',
    serviceEmail: 'care@maison-vitrine.example',
    navConfig,
    onHeightsChange: fn(),
  },
  argTypes: {
    visibility: { control: 'inline-radio', options: headerVisibilities },
    memberConfig: { control: 'inline-radio', options: ['guest', 'optional', 'required'] },
    cartButton: { control: false },
    announcement: { control: 'text' },
    menu: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: nested children drop down; Esc closes the dropdown and returns focus. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvas, userEvent, canvasElement }) => {
    if (canvasElement.ownerDocument.defaultView!.innerWidth < 768) return;
    const women = canvas.getByRole('button', { name: 'Women' });
    await userEvent.click(women);
    await expect(canvas.getByRole('link', { name: 'Dresses' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A grouped dropdown (a null-link parent whose children have children), open. */
export const DropdownOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(canvas.getByRole('link', { name: 'Lamps' })).toBeVisible();
  },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
};

/** Many top-level items wrap onto a second row instead of overflowing. */
export const LongMenu: Story = {
  args: { menu: longMenu },
};

/**
 * `layout="centered"` (theme setting `headerLayout`): from 768 px the name sits in the middle of
 * the top row and the menu gets a row of its own below; phones keep the one-row bar.
 */
export const Centered: Story = {
  args: { layout: 'centered' },
};

/** The store's logo in type and a logged-in shopper. */
export const LoggedIn: Story = {
  tags: ['visual-rtl'],
  args: { loggedIn: true, storeName: 'Atelier Nord & Söhne Goods' },
};

/** Guest-only checkout: no account link at all. */
export const GuestStore: Story = {
  args: { memberConfig: 'guest', announcement: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** Floating: fixed, with its height reserved; scroll the canvas to see it hide and return. */
export const Floating: Story = {
  args: { visibility: 'float' },
  render: (args) => (
    <>
      <Header {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onHeightsChange).toHaveBeenCalled());
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-hidden', 'false');
  },
};

/** Mobile (375 px): menu button, centred name, search and cart; the drawer holds the menu. */
export const MobileMenuOpen: Story = {
  tags: ['visual-mobile'],
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    if (!menuButton.checkVisibility()) return;
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Journal' })).toBeInTheDocument();
  },
};

/** The search dialog opened from the header. */
export const SearchOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
  },
};

/** The header in every theme. */
export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  // The same component once per theme repeats its landmarks on purpose.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => <EachTheme>{() => <Header {...args} />}</EachTheme>,
};
