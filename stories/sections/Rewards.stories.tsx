import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { WireRewardCampaign } from '../../api/rewards';
import { Heading, Stack } from '../../components';
import {
  CampaignsView,
  CouponView,
  type EarningRates,
  GuestView,
  MemberView,
} from '../../pages/sections/rewards/RewardsViews';

/**
 * The rewards panel's views (pages/sections/rewards): the panel draws them inside its dialog from
 * the store's answers; here they sit in a panel-wide frame over fixtures. Shot in venue and vogue
 * like the other sections.
 */
const meta = {
  title: 'Sections/Rewards',
  tags: ['visual-two-themes'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

const rates: EarningRates = { currency: 'USD', signupPoints: 100, pointsPerUnit: 1 };

const campaigns: WireRewardCampaign[] = [
  {
    id: 1,
    title: '$5 off your order',
    cost: 100,
    data: { discount_type: 'fixed_cart', value: '5.00', product_id: null, min_spend: null },
    redeemable: true,
  },
  {
    id: 2,
    title: '15% off your order',
    cost: 300,
    data: { discount_type: 'percent', value: 15, product_id: null, min_spend: null },
    redeemable: true,
  },
  {
    id: 3,
    title: 'A free gift with your order',
    cost: 500,
    data: { discount_type: 'product', value: null, product_id: 7, min_spend: null },
    redeemable: false,
  },
];

/** The dialog's width (small, 440) and heading, without the modal around it. */
const Panel = ({ children }: { children: ReactNode }) => (
  <section aria-labelledby="rewards-story-title" style={{ maxInlineSize: 440 }}>
    <Stack space="medium">
      <Heading level="2" id="rewards-story-title">
        Rewards
      </Heading>
      {children}
    </Stack>
  </section>
);

export const Guest: StoryObj = {
  render: () => (
    <Panel>
      <GuestView rates={rates} registerHref="/account/register" loginHref="/account/login?return_to=%2F" />
    </Panel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/account/register');
    await expect(canvas.getByText('100 points for creating an account')).toBeInTheDocument();
    await expect(canvas.getByText('1 point for every $1.00 you spend')).toBeInTheDocument();
  },
};

export const Member: StoryObj<{ onShowCampaigns: () => void }> = {
  args: { onShowCampaigns: fn() },
  render: (args) => (
    <Panel>
      <MemberView points={420} rates={rates} redeemable={2} onShowCampaigns={args.onShowCampaigns} />
    </Panel>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 rewards ready to redeem')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'See rewards' }));
    await expect(args.onShowCampaigns).toHaveBeenCalled();
  },
};

export const Campaigns: StoryObj<{ onRedeem: (campaign: WireRewardCampaign) => void }> = {
  args: { onRedeem: fn() },
  render: (args) => (
    <Panel>
      <CampaignsView
        points={420}
        currency="USD"
        campaigns={campaigns}
        redeemingId={null}
        onRedeem={args.onRedeem}
      />
    </Panel>
  ),
  play: async ({ canvas, args }) => {
    // Cost at most the points: redeemable; more: disabled, with how many are missing.
    await expect(canvas.getByText('You need 80 more points')).toBeInTheDocument();
    const buttons = canvas.getAllByRole('button', { name: /^Redeem/ });
    await expect(buttons[2]).toBeDisabled();
    await userEvent.click(buttons[0]!);
    await expect(args.onRedeem).toHaveBeenCalledWith(campaigns[0]);
  },
};

/** One redeem running: its button is busy, the others wait. */
export const Redeeming: StoryObj = {
  render: () => (
    <Panel>
      <CampaignsView points={420} currency="USD" campaigns={campaigns} redeemingId={1} onRedeem={() => {}} />
    </Panel>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^Redeem/ });
    const busy = buttons.filter((button) => button.getAttribute('aria-busy') === 'true');
    await expect(busy).toHaveLength(1);
    // The running one keeps its focus (aria-disabled while busy); the others are disabled outright.
    await expect(busy[0]).toHaveAttribute('aria-disabled', 'true');
    for (const button of buttons) if (button !== busy[0]) await expect(button).toBeDisabled();
  },
};

const redemption = { name: '$5 off your order', rule_code: 'RW-7KQ2MX9P', points: 320 };

export const Coupon: StoryObj<{ onCopy: () => void; onApply: () => void }> = {
  args: { onCopy: fn(), onApply: fn() },
  render: (args) => (
    <Panel>
      <CouponView
        redemption={redemption}
        copied={false}
        onCopy={args.onCopy}
        apply="idle"
        onApply={args.onApply}
        cartHref="/cart"
      />
    </Panel>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('RW-7KQ2MX9P')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to cart' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};

export const CouponApplied: StoryObj = {
  render: () => (
    <Panel>
      <CouponView
        redemption={redemption}
        copied
        onCopy={() => {}}
        apply="applied"
        onApply={() => {}}
        cartHref="/cart"
      />
    </Panel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Applied to your cart.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  },
};
