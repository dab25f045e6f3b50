/**
 * The rewards panel's views, drawn from props only (the panel fetches; stories pass fixtures):
 * a guest's join / log-in view, the member's points and ways to earn, the campaigns with Redeem,
 * and the coupon after redeeming.
 */
import type { ReactNode } from 'react';
import type { RedeemRewardResponse, WireRewardCampaign } from '../../../api/rewards';
import { Button, Heading, InlineNotice, Stack, Text, VisuallyHidden } from '../../../components';
import { moneyText } from '../../../components/Price/MoneyText';
import { useIntl } from '../../../lib/i18n/intl';
import { toMinor } from '../../../lib/money/convert';
import { formatMoneyDecimal } from '../../../lib/money/formatMoney';
import * as styles from './rewardsPanel.css';

/** What the programme gives (GET /stamped/config). */
export interface EarningRates {
  currency: string;
  signupPoints: number;
  pointsPerUnit: number;
}

const WaysToEarn = ({ rates }: { rates: EarningRates }) => {
  const intl = useIntl();
  // "N points for every $X": the amount that earns a whole number of points (one, unless a unit earns less).
  // The rate is the programme's rule in the store currency, so it is not converted ("for every
  // €0.92" would read as an odd rule).
  const perPoints = Math.max(1, Math.round(rates.pointsPerUnit));
  const amount = rates.pointsPerUnit > 0 ? perPoints / rates.pointsPerUnit : 0;
  return (
    <Stack space="small">
      <Heading level="3" as="h3">
        {intl.formatMessage({ id: 'rewards.earn.heading' })}
      </Heading>
      <ul className={styles.list}>
        {rates.signupPoints > 0 ? (
          <li className={styles.earnItem}>
            <Text>{intl.formatMessage({ id: 'rewards.earn.signup' }, { points: rates.signupPoints })}</Text>
          </li>
        ) : null}
        {rates.pointsPerUnit > 0 ? (
          <li className={styles.earnItem}>
            <Text>
              {intl.formatMessage(
                { id: 'rewards.earn.order' },
                { points: perPoints, amount: formatMoneyDecimal(amount, rates.currency, intl.locale) },
              )}
            </Text>
          </li>
        ) : null}
      </ul>
    </Stack>
  );
};

export interface GuestViewProps {
  rates: EarningRates;
  /** Where joining leads (the register page). */
  registerHref: string;
  /** Where logging in leads (the log-in page, back here afterwards). */
  loginHref: string;
}

export const GuestView = ({ rates, registerHref, loginHref }: GuestViewProps) => {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level="3" as="h3">
          {intl.formatMessage({ id: 'rewards.guest.heading' })}
        </Heading>
        <Text tone="secondary" as="p">
          {intl.formatMessage({ id: 'rewards.guest.text' })}
        </Text>
      </Stack>
      <div className={styles.actions}>
        <Button href={registerHref} tone="brandAccent">
          {intl.formatMessage({ id: 'rewards.guest.join' })}
        </Button>
        <Button href={loginHref} variant="soft">
          {intl.formatMessage({ id: 'rewards.guest.login' })}
        </Button>
      </div>
      <WaysToEarn rates={rates} />
    </Stack>
  );
};

export interface MemberViewProps {
  points: number;
  rates: EarningRates;
  /** How many campaigns the points redeem now. */
  redeemable: number;
  onShowCampaigns: () => void;
}

export const MemberView = ({ points, rates, redeemable, onShowCampaigns }: MemberViewProps) => {
  const intl = useIntl();
  return (
    <Stack space="large">
      <div className={styles.balance}>
        <Text tone="secondary">{intl.formatMessage({ id: 'rewards.member.balance' })}</Text>
        <span className={styles.balanceNumber} data-rewards-points="">
          {intl.formatNumber(points)}
        </span>
        <Text size="small">
          {intl.formatMessage({ id: 'rewards.member.redeemable' }, { count: redeemable })}
        </Text>
      </div>
      <Button onClick={onShowCampaigns} tone="brandAccent" fullWidth>
        {intl.formatMessage({ id: 'rewards.campaigns.open' })}
      </Button>
      <WaysToEarn rates={rates} />
    </Stack>
  );
};

/** What a campaign gives, in the shopper's words. */
const rewardLine = (intl: ReturnType<typeof useIntl>, campaign: WireRewardCampaign, currency: string) => {
  const { discount_type: type, value } = campaign.data;
  if (type === 'fixed_cart' && typeof value === 'string')
    return intl.formatMessage(
      { id: 'rewards.campaign.fixed' },
      // A decimal string in the store currency; shown as money the currency selector converts.
      { amount: moneyText(toMinor(Number(value) || 0, currency), currency, intl.locale) },
    );
  if (type === 'percent' && typeof value === 'number')
    return intl.formatMessage({ id: 'rewards.campaign.percent' }, { percent: value / 100 });
  return intl.formatMessage({ id: 'rewards.campaign.product' });
};

export interface CampaignsViewProps {
  points: number;
  currency: string;
  campaigns: readonly WireRewardCampaign[];
  /** The campaign being redeemed: its button is busy, the others wait. */
  redeemingId: number | null;
  onRedeem: (campaign: WireRewardCampaign) => void;
}

export const CampaignsView = ({ points, currency, campaigns, redeemingId, onRedeem }: CampaignsViewProps) => {
  const intl = useIntl();
  if (campaigns.length === 0)
    return <Text tone="secondary">{intl.formatMessage({ id: 'rewards.campaigns.empty' })}</Text>;
  return (
    <Stack space="small">
      <Text tone="secondary">{intl.formatMessage({ id: 'rewards.campaigns.balance' }, { points })}</Text>
      <ul className={styles.list}>
        {campaigns.map((campaign) => {
          // Redeemable when its cost is at most the current points.
          const short = campaign.cost - points;
          return (
            <li key={campaign.id} className={styles.campaign} data-rewards-campaign={campaign.id}>
              <div className={styles.campaignText}>
                <Text weight="strong">{campaign.title}</Text>
                <Text size="small" tone="secondary">
                  {rewardLine(intl, campaign, currency)}
                  {' · '}
                  {intl.formatMessage({ id: 'rewards.campaigns.cost' }, { cost: campaign.cost })}
                </Text>
                {short > 0 ? (
                  <Text size="small" tone="caution">
                    {intl.formatMessage({ id: 'rewards.campaigns.needMore' }, { count: short })}
                  </Text>
                ) : null}
              </div>
              <Button
                size="small"
                tone="brandAccent"
                disabled={short > 0 || (redeemingId !== null && redeemingId !== campaign.id)}
                loading={redeemingId === campaign.id}
                onClick={() => onRedeem(campaign)}
              >
                {intl.formatMessage({ id: 'rewards.campaigns.redeem' })}
                <VisuallyHidden>{`: ${campaign.title}`}</VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
};

export type ApplyState = 'idle' | 'applying' | 'applied';

export interface CouponViewProps {
  redemption: RedeemRewardResponse;
  copied: boolean;
  onCopy: () => void;
  apply: ApplyState;
  onApply: () => void;
  cartHref: string;
  /** A message about the last apply that failed (the store's words). */
  applyError?: ReactNode;
}

export const CouponView = ({
  redemption,
  copied,
  onCopy,
  apply,
  onApply,
  cartHref,
  applyError,
}: CouponViewProps) => {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level="3" as="h3">
          {intl.formatMessage({ id: 'rewards.coupon.heading' })}
        </Heading>
        <Text>{redemption.name}</Text>
        <Text size="small" tone="secondary" as="p">
          {intl.formatMessage({ id: 'rewards.coupon.text' })}
        </Text>
      </Stack>
      <Stack space="xxsmall">
        <Text size="small" tone="secondary" id="rewards-code-label">
          {intl.formatMessage({ id: 'rewards.coupon.codeLabel' })}
        </Text>
        <output className={styles.code} aria-labelledby="rewards-code-label" data-rewards-code="">
          {redemption.rule_code}
        </output>
      </Stack>
      <div className={styles.actions}>
        <Button onClick={onCopy} variant="soft">
          {intl.formatMessage({ id: copied ? 'rewards.coupon.copied' : 'rewards.coupon.copy' })}
        </Button>
        {apply === 'applied' ? (
          <Button href={cartHref} tone="brandAccent">
            {intl.formatMessage({ id: 'rewards.coupon.viewCart' })}
          </Button>
        ) : (
          <Button onClick={onApply} tone="brandAccent" loading={apply === 'applying'}>
            {intl.formatMessage({ id: 'rewards.coupon.apply' })}
          </Button>
        )}
      </div>
      {apply === 'applied' ? (
        <InlineNotice tone="success">{intl.formatMessage({ id: 'rewards.coupon.applied' })}</InlineNotice>
      ) : null}
      {applyError ? <InlineNotice tone="error">{applyError}</InlineNotice> : null}
      <Text size="small" tone="secondary">
        {intl.formatMessage({ id: 'rewards.coupon.points' }, { points: redemption.points })}
      </Text>
    </Stack>
  );
};
