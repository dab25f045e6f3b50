/** Reward campaigns on the wire (snake_case, money as decimals of the store currency). */
import type { WireRewardCampaign } from '../../api/rewards';
import { toWireMoney } from '../../lib/money/wire';
import type { RewardCampaignRow } from '../db/schema';

export function toWireCampaign(
  row: RewardCampaignRow,
  currency: string,
  points: number | null,
): WireRewardCampaign {
  return {
    id: row.id,
    title: row.title,
    cost: row.cost,
    data: {
      discount_type: row.discountType,
      value:
        row.discountType === 'fixed_cart'
          ? toWireMoney(row.value, currency)
          : row.discountType === 'percent'
            ? row.value
            : null,
      product_id: row.productId,
      min_spend: row.minSpend === null ? null : toWireMoney(row.minSpend, currency),
    },
    redeemable: points !== null && row.cost <= points,
  };
}

/** The merchant's view: the shopper's plus whether it is active and where it sorts. */
export const toAdminCampaign = (row: RewardCampaignRow, currency: string) => ({
  ...toWireCampaign(row, currency, null),
  active: row.active,
  position: row.position,
});
