import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Inline, PopupCart, popupCartVariants, Stack, Text } from '../../components';
import {
  bundleGroup,
  count,
  giftGroup,
  hoodieLine,
  images,
  lensLeftLine,
  lensRightLine,
  longTitleLine,
  mugGiftLine,
  sneakerLine,
  stepGroup,
  teeLine,
  totals,
  toteHalfGiftLine,
} from './cartFixtures';

const manyLines = [teeLine, hoodieLine, sneakerLine, mugGiftLine, lensLeftLine, lensRightLine, longTitleLine];

const Recommendations = () => (
  <Stack space="small">
    {[
      { title: 'Beeswax candle', price: '$24.00', image: images.candle },
      { title: 'Wool watch cap', price: '$32.00', image: images.cap },
    ].map((item) => (
      <Inline key={item.title} space="small" alignY="center" wrap={false}>
        <img src={item.image} alt="" width={48} height={60} />
        <Stack space="xxsmall">
          <Text size="small" weight="medium">
            {item.title}
          </Text>
          <Text size="small" tone="secondary">
            {item.price}
          </Text>
        </Stack>
      </Inline>
    ))}
  </Stack>
);

const meta = {
  title: 'Components/PopupCart',
  component: PopupCart,
  args: {
    open: true,
    onOpenChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onChooseGift: fn(),
    onCheckout: fn(),
    lines: [teeLine, hoodieLine],
    groups: [bundleGroup],
    totals: totals([teeLine, hoodieLine], 600),
    count: count([teeLine, hoodieLine]),
    coupon: { onApply: fn(async () => ({ ok: true as const })) },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: popupCartVariants },
    lines: { control: false },
    groups: { control: false },
    recommendations: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '820px' } } },
} satisfies Meta<typeof PopupCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines under a bulk discount with its tips; Escape asks to close. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Your cart (3)' });
    await waitFor(() => expect(within(dialog).getByText('Add 1 more to get 15% off')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The empty-cart message with a continue-shopping link. */
export const Empty: Story = {
  tags: ['visual-mobile'],
  args: { lines: [], groups: [], totals: totals([]), count: 0 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
  },
};

export const OneLine: Story = {
  args: { lines: [hoodieLine], groups: [], totals: totals([hoodieLine]), count: 1 },
};

/** Several discount groups (bulk, buy-X-get-Y, step) with their tips, a free gift line, a lens pair and a long title with a broken image. */
export const ManyLinesWithGroups: Story = {
  args: {
    lines: manyLines,
    groups: [bundleGroup, giftGroup, stepGroup],
    totals: totals(manyLines, 2400),
    count: count(manyLines),
  },
};

/** Gift parts: "Free" and "50% off" labels, fixed quantities. */
export const GiftLines: Story = {
  args: {
    lines: [sneakerLine, mugGiftLine, toteHalfGiftLine],
    groups: [{ ...giftGroup, lineKeys: [sneakerLine.key, mugGiftLine.key, toteHalfGiftLine.key] }],
    totals: totals([sneakerLine, mugGiftLine, toteHalfGiftLine], 3200),
    count: 3,
  },
};

/** Paired lenses: Power( L ) and Power( R ). */
export const LensPair: Story = {
  args: {
    lines: [lensLeftLine, lensRightLine],
    groups: [stepGroup],
    totals: totals([lensLeftLine, lensRightLine]),
    count: 1,
  },
};

/** A quantity change in flight on one line. */
export const Busy: Story = {
  args: { busyLineKeys: [hoodieLine.key] },
};

export const Loading: Story = {
  args: { loading: true },
};

/** An applied code as a removable tag, the disclosure open. */
export const CouponApplied: Story = {
  args: {
    coupon: {
      onApply: fn(async () => ({ ok: true as const })),
      onRemove: fn(async () => ({ ok: true as const })),
      appliedCoupons: [{ code: 'WELCOME10' }],
      defaultExpanded: true,
    },
  },
};

/** An unknown code shows the first 422 error under the field. */
export const CouponError: Story = {
  args: {
    coupon: {
      defaultExpanded: true,
      onApply: fn(async () => ({
        ok: false as const,
        message: 'This code did not match any active coupon. Was it entered correctly?',
      })),
    },
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Discount code' }), 'SAVE99{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('did not match'));
  },
};

/** With the optional cart note and recommended products (theme settings `cartNote`, `recommendedInCart`). */
export const WithNoteAndRecommendations: Story = {
  args: {
    note: { value: 'Please gift wrap the hoodie.', onSave: fn(async () => ({ ok: true as const })) },
    recommendations: <Recommendations />,
  },
};

/** Theme setting `cartType: drawer`: the same cart in a right-hand drawer. */
export const Drawer: Story = {
  tags: ['visual-mobile', 'visual-rtl'],
  args: { variant: 'drawer', lines: manyLines.slice(0, 4), groups: [bundleGroup, giftGroup], count: 5 },
};

/** The coupon entry can be off on mobile (cart_show_input_coupon '0'). */
export const Mobile: Story = {
  tags: ['visual-mobile'],
  args: { couponInput: { mobile: false, desktop: true } },
};
