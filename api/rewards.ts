/**
 * Loyalty points contract (`/api/store/stamped/*` for shoppers, `/api/admin/rewards/*` for the
 * merchant). Rules: `server/domain/rewards/rewards.ts`; endpoints: `api/README.md` ("Rewards").
 *
 * - `GET /stamped/getToken` → `{ token }` for the logged-in customer (401 for a guest).
 * - `POST /stamped/points` `{ customerId, customerEmail, authToken }` → the customer's points.
 * - `GET /stamped/config` → the programme's settings and ways to earn (public).
 * - `GET /stamped/campaigns` → `{ data: [campaign] }`, with `redeemable` for a logged-in customer.
 * - `POST /stamped/redeem_rewards` `{ templateId }` (session and CSRF token) → `{ name, rule_code }`.
 */
import { z } from 'zod';
import { idParam, wireMoney } from './common';

export const rewardDiscountType = z.enum(['fixed_cart', 'percent', 'product']);

export const rewardsTokenResponse = z.object({ token: z.string() });

export const rewardsPointsRequest = z
  .object({
    customerId: z.coerce.number().int().positive(),
    customerEmail: z.string().max(320).optional(),
    authToken: z.string().min(1).max(200),
  })
  .strict();

export const rewardsPointsResponse = z.object({
  points: z.number().int(),
  /** The balance as the shopper reads it ("120 points"), in their language. */
  points_current_with_name: z.string(),
});

export const rewardsConfigResponse = z.object({
  api_public_key: z.string(),
  store_hash: z.string(),
  enabled: z.boolean(),
  currency: z.string(),
  signup_points: z.number().int(),
  points_per_unit: z.number(),
});

export const wireRewardCampaign = z.object({
  id: z.number().int(),
  title: z.string(),
  cost: z.number().int(),
  data: z.object({
    discount_type: rewardDiscountType,
    /** fixed_cart: the amount off (decimal string); percent: the percentage; product: null. */
    value: z.union([wireMoney, z.number(), z.null()]),
    product_id: z.number().int().nullable(),
    min_spend: wireMoney.nullable(),
  }),
  /** Cost at most the customer's points (false for a guest). */
  redeemable: z.boolean(),
});
export type WireRewardCampaign = z.infer<typeof wireRewardCampaign>;

export const rewardsCampaignsResponse = z.object({
  data: z.array(wireRewardCampaign),
  /** The logged-in customer's points; null for a guest. */
  points: z.number().int().nullable(),
});

export const redeemRewardRequest = z.object({ templateId: idParam }).strict();

export const redeemRewardResponse = z.object({
  /** The campaign's title. */
  name: z.string(),
  /** The single-use coupon code, bound to the customer. */
  rule_code: z.string(),
  /** Points left after the spend. */
  points: z.number().int(),
});
export type RedeemRewardResponse = z.infer<typeof redeemRewardResponse>;

// ---------- admin ----------

const points = z.number().int().min(0).max(1_000_000);

export const adminRewardSettingsRequest = z
  .object({
    enabled: z.boolean().optional(),
    signup_points: points.optional(),
    /** Points per whole unit of the store currency paid; up to two decimals. */
    points_per_unit: z
      .number()
      .min(0)
      .max(1000)
      .refine((n) => Math.round(n * 100) === n * 100, 'At most two decimals')
      .optional(),
  })
  .strict();

const campaignFields = {
  title: z.string().trim().min(1).max(120),
  /** Points the campaign costs. */
  cost: z.number().int().min(1).max(1_000_000),
  discount_type: rewardDiscountType,
  /** fixed_cart: the amount off, a decimal in the store currency. */
  amount: wireMoney.optional(),
  /** percent: 1–100. */
  percent: z.number().int().min(1).max(100).optional(),
  /** product: the product given (one unit free). */
  product_id: idParam.optional(),
  min_spend: wireMoney.nullable().optional(),
  active: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
};

/** Each reward type names what it gives: an amount, a percentage or a product. */
const requireRewardValue = (
  value: { discount_type?: string; amount?: string; percent?: number; product_id?: number },
  ctx: z.RefinementCtx,
) => {
  const missing =
    value.discount_type === 'fixed_cart' && value.amount === undefined
      ? ['amount', 'Enter the amount off.']
      : value.discount_type === 'percent' && value.percent === undefined
        ? ['percent', 'Enter the percentage off.']
        : value.discount_type === 'product' && value.product_id === undefined
          ? ['product_id', 'Choose the product this reward gives.']
          : null;
  if (missing) ctx.addIssue({ code: 'custom', path: [missing[0]!], message: missing[1]! });
};

export const adminCampaignRequest = z.object(campaignFields).strict().superRefine(requireRewardValue);
export type AdminCampaignRequest = z.infer<typeof adminCampaignRequest>;

export const adminCampaignUpdateRequest = z
  .object(campaignFields)
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.discount_type !== undefined) requireRewardValue(value, ctx);
  });
export type AdminCampaignUpdateRequest = z.infer<typeof adminCampaignUpdateRequest>;

export const adminCampaignParams = z.object({ id: idParam });
