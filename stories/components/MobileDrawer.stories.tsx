import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { MobileDrawer } from '../../components';
import { navConfig, storeMenu } from './navStoryFixtures';

const meta = {
  title: 'Components/MobileDrawer',
  component: MobileDrawer,
  args: {
    menu: storeMenu,
    defaultOpen: true,
    loggedIn: false,
    memberConfig: 'optional',
    serviceEmail: 'care@maison-vitrine.example',
    navConfig,
    logoutToken: 'demo-token',
    onOpenChange: fn(),
  },
  argTypes: {
    memberConfig: { control: 'inline-radio', options: ['guest', 'optional', 'required'] },
    menu: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: a log-in link; sections expand with their disclosure buttons. */
export const LoggedOut: Story = {
  tags: ['visual-mobile'],
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show Women submenu' }));
    await expect(within(drawer).getByRole('link', { name: 'Dresses' })).toBeVisible();
  },
};

/** Logged in: account link and a log-out POST form. */
export const LoggedIn: Story = {
  tags: ['visual-mobile'],
  args: { loggedIn: true, currentPath: '/collections/lamps' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('link', { name: 'Lamps' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Guest-only store: no account links at all. */
export const GuestStore: Story = {
  args: { memberConfig: 'guest', loggedIn: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** The email is off: only the contact title shows; no promotion block. */
export const Minimal: Story = {
  args: { navConfig: { contactTitle: 'Need a hand?', showEmail: false } },
};

/** Closed, with its menu button: opens, and Esc returns focus. */
export const FromTrigger: Story = {
  args: {
    defaultOpen: false,
    trigger: (
      <button type="button" style={{ margin: 16 }}>
        Open menu
      </button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
