/**
 * The rewards panel (its own chunk, loaded on the launcher's first press or when the browser is
 * idle): a dialog that asks the store who the shopper is and shows the guest's join / log-in
 * view, or the member's points, the campaigns and, after a redeem, the coupon — copied, or applied
 * to the cart through the cart's own action in one click.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { RedeemRewardResponse, WireRewardCampaign } from '../../../api/rewards';
import { Button, Dialog, InlineNotice, Skeleton, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { accountUrls, loginUrl } from '../../account/customer';
import { useCartMutation } from '../../cart/useCartMutation';
import {
  type ApplyState,
  CampaignsView,
  CouponView,
  type EarningRates,
  GuestView,
  MemberView,
} from './RewardsViews';
import { getCampaigns, getConfig, getPoints, getToken, RewardsError, redeem } from './rewardsApi';
import * as styles from './rewardsPanel.css';

export interface RewardsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Member {
  csrfToken: string;
  points: number;
}

type View = 'member' | 'campaigns' | 'coupon';

interface Loaded {
  rates: EarningRates;
  campaigns: WireRewardCampaign[];
  /** Null for a guest. */
  member: Member | null;
}

async function loadAll(lang: string): Promise<Loaded> {
  const [config, campaigns, token] = await Promise.all([getConfig(lang), getCampaigns(lang), getToken(lang)]);
  const rates = {
    currency: config.currency,
    signupPoints: config.signup_points,
    pointsPerUnit: config.points_per_unit,
  };
  if (token === null) return { rates, campaigns: campaigns.data, member: null };
  const info = await fetch('/api/store/account/info', {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-lang': lang },
  });
  if (!info.ok) return { rates, campaigns: campaigns.data, member: null };
  const { data } = (await info.json()) as { data: { id: number; email: string; csrf_token: string } };
  const { points } = await getPoints(lang, data, token);
  return { rates, campaigns: campaigns.data, member: { csrfToken: data.csrf_token, points } };
}

export default function RewardsPanel({ open, onOpenChange }: RewardsPanelProps) {
  const intl = useIntl();
  const root = useRouteLoaderData('root') as { locale?: string } | undefined;
  const lang = root?.locale ?? 'en-US';
  const { pathname, search } = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>('member');
  const [redeemingId, setRedeemingId] = useState<number | null>(null);
  const [redemption, setRedemption] = useState<RedeemRewardResponse | null>(null);
  const [copied, setCopied] = useState(false);
  const [apply, setApply] = useState<ApplyState>('idle');
  const [applyError, setApplyError] = useState<string | undefined>();
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const cart = useCartMutation();

  const reload = useCallback(() => {
    setFailed(false);
    loadAll(lang).then(setLoaded, () => setFailed(true));
  }, [lang]);

  // The error toast closes itself after 5 s (or with its close button).
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  // Fresh points each time the panel opens (an order or a log-in may have changed them).
  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  const onRedeem = async (campaign: WireRewardCampaign) => {
    if (!loaded?.member || redeemingId !== null) return;
    setRedeemingId(campaign.id);
    try {
      const answer = await redeem(lang, campaign.id, loaded.member.csrfToken);
      setRedemption(answer);
      setCopied(false);
      setApply('idle');
      setApplyError(undefined);
      setLoaded({ ...loaded, member: { ...loaded.member, points: answer.points } });
      setView('coupon');
    } catch (error) {
      // The button comes back; the store's refusal (in the shopper's language) shows as a toast.
      const message =
        error instanceof RewardsError && error.message
          ? error.message
          : intl.formatMessage({ id: 'rewards.error.redeem' });
      setToast({ id: Date.now(), message });
      reload();
    } finally {
      setRedeemingId(null);
    }
  };

  const onCopy = () => {
    if (!redemption) return;
    void navigator.clipboard?.writeText(redemption.rule_code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const onApply = async () => {
    if (!redemption) return;
    setApply('applying');
    setApplyError(undefined);
    const result = await cart.mutate('coupon_apply', { code: redemption.rule_code });
    if (result.ok) setApply('applied');
    else {
      setApply('idle');
      setApplyError(
        result.fieldErrors.code?.[0] ?? result.message ?? intl.formatMessage({ id: 'rewards.error.redeem' }),
      );
    }
  };

  const here = `${pathname}${search}`;
  const member = loaded?.member ?? null;
  const points = member?.points ?? 0;
  const campaigns = loaded?.campaigns ?? [];
  const redeemable = campaigns.filter((campaign) => campaign.cost <= points).length;
  const back =
    member && view !== 'member' ? (
      <Button variant="ghost" size="small" onClick={() => setView('member')}>
        {intl.formatMessage({ id: 'rewards.back' })}
      </Button>
    ) : null;

  let body: React.ReactNode;
  if (failed)
    body = (
      <Stack space="small">
        <Text tone="critical">{intl.formatMessage({ id: 'rewards.error.load' })}</Text>
        <div>
          <Button variant="soft" onClick={reload}>
            {intl.formatMessage({ id: 'rewards.retry' })}
          </Button>
        </div>
      </Stack>
    );
  else if (!loaded)
    body = (
      <Stack space="small">
        <Text tone="secondary">{intl.formatMessage({ id: 'rewards.loading' })}</Text>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </Stack>
    );
  else if (!member)
    body = <GuestView rates={loaded.rates} registerHref={accountUrls.register} loginHref={loginUrl(here)} />;
  else if (view === 'coupon' && redemption)
    body = (
      <CouponView
        redemption={redemption}
        copied={copied}
        onCopy={onCopy}
        apply={apply}
        onApply={() => void onApply()}
        cartHref="/cart"
        applyError={applyError}
      />
    );
  else if (view === 'campaigns')
    body = (
      <CampaignsView
        points={points}
        currency={loaded.rates.currency}
        campaigns={campaigns}
        redeemingId={redeemingId}
        onRedeem={(campaign) => void onRedeem(campaign)}
      />
    );
  else
    body = (
      <MemberView
        points={points}
        rates={loaded.rates}
        redeemable={redeemable}
        onShowCampaigns={() => setView('campaigns')}
      />
    );

  return (
    <Dialog
      title={intl.formatMessage({ id: 'rewards.title' })}
      width="small"
      open={open}
      onOpenChange={onOpenChange}
    >
      <Stack space="medium">
        {back ? <div>{back}</div> : null}
        <div data-rewards-view={failed ? 'error' : !loaded ? 'loading' : !member ? 'guest' : view}>
          {body}
        </div>
      </Stack>
      {toast ? (
        <div className={styles.toast} key={toast.id}>
          <InlineNotice tone="error" onDismiss={() => setToast(null)}>
            {toast.message}
          </InlineNotice>
        </div>
      ) : null}
    </Dialog>
  );
}
