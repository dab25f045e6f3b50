import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  Box,
  Button,
  Dialog,
  type DialogProps,
  dialogMobilePlacements,
  dialogWidths,
  Inline,
  Price,
  QuantityInput,
  Stack,
  Text,
} from '../../components';

const CartLine = ({
  title,
  variant,
  amount,
  regular,
}: {
  title: string;
  variant: string;
  amount: number;
  regular?: number;
}) => (
  <Inline space="medium" alignY="top" align="spaceBetween" wrap={false}>
    <Box display="flex" gap="medium" minWidth={0}>
      <Box background="neutralSoft" borderRadius="card" flexShrink={0}>
        <Box padding="xlarge" />
      </Box>
      <Stack space="xsmall">
        <Text weight="medium" maxLines={2}>
          {title}
        </Text>
        <Text size="small" tone="secondary">
          {variant}
        </Text>
        <QuantityInput min={0} defaultValue={1} size="small" label={`Quantity, ${title}`} />
      </Stack>
    </Box>
    <Price amount={amount} regularAmount={regular} currency="USD" />
  </Inline>
);

const cartContent = (
  <Stack space="large" dividers>
    <CartLine title="Merino crew sweater" variant="Oat / M" amount={8900} regular={12000} />
    <CartLine title="Selvedge denim jacket" variant="Indigo / L" amount={18500} />
  </Stack>
);

const cartFooter = (
  <Stack space="medium">
    <Inline space="small" align="spaceBetween">
      <Text weight="strong">Subtotal</Text>
      <Price amount={27400} currency="USD" />
    </Inline>
    <Text size="small" tone="secondary">
      Taxes and shipping are calculated at checkout.
    </Text>
    <Button fullWidth size="large">
      Check out
    </Button>
  </Stack>
);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Your cart',
    width: 'cart',
    onOpenChange: fn(),
    trigger: (
      <Button variant="ghost" tone="neutral">
        Open cart
      </Button>
    ),
    children: cartContent,
    footer: cartFooter,
  },
  argTypes: {
    width: { control: 'inline-radio', options: Object.keys(dialogWidths) },
    mobilePlacement: { control: 'inline-radio', options: dialogMobilePlacements },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  // Open dialogs cover the page: give each story its own frame in the docs.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Esc closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  },
};

/** The popup cart (760 wide), open. Full width from the bottom on mobile. */
export const CartOpen: Story = {
  tags: ['visual-mobile'],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const SearchDialog = (args: DialogProps) => {
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog {...args} initialFocusRef={fieldRef}>
      <Stack space="medium">
        <input
          ref={fieldRef}
          type="search"
          aria-label="Search"
          placeholder="Search products"
          maxLength={255}
          style={{
            font: 'inherit',
            padding: '0.75em 1em',
            border: '1px solid currentColor',
            borderRadius: 8,
          }}
        />
        <Text size="small" tone="secondary">
          Popular: linen shirts, wool coats, leather boots
        </Text>
      </Stack>
    </Dialog>
  );
};

/** The search dialog (600 wide): title for screen readers only, focus straight in the field. */
export const SearchOpen: Story = {
  tags: ['visual-mobile'],
  args: {
    defaultOpen: true,
    width: 'search',
    mobilePlacement: 'top',
    title: 'Search the store',
    hideTitle: true,
    footer: undefined,
  },
  render: (args) => <SearchDialog {...args} />,
  play: async () => {
    const field = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The close button closes it too. */
export const CloseButton: Story = {
  args: {
    defaultOpen: true,
    width: 'small',
    title: 'Remove item?',
    footer: undefined,
    children: <Text>This removes the sweater from your cart.</Text>,
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Long content scrolls inside the body; title and footer stay put. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Shipping policy',
    footer: <Button fullWidth>Got it</Button>,
    children: (
      <Stack space="medium">
        {Array.from({ length: 14 }, (_, i) => (
          <Text key={i} as="p">
            Orders placed before noon ship the same business day. Delivery takes three to five working days
            within the country and seven to twelve internationally; tracking numbers are emailed on dispatch.
          </Text>
        ))}
      </Stack>
    ),
  },
};
