/**
 * `/api/admin/rewards` — the merchant's loyalty programme: earning rates (sign-up points, points
 * per currency unit paid, on/off) and the campaigns points buy. Mounted behind the admin token by
 * routes/admin.ts; bodies go through the one validator.
 */
import { Hono } from 'hono';
import {
  type AdminCampaignUpdateRequest,
  adminCampaignParams,
  adminCampaignRequest,
  adminCampaignUpdateRequest,
  adminRewardSettingsRequest,
} from '../../api/rewards';
import { fromWireMoney } from '../../lib/money/wire';
import { loadStoreSettings } from '../domain/cart/pricingData';
import { invalidField } from '../domain/errors';
import {
  allCampaigns,
  type CampaignInput,
  createCampaign,
  deleteCampaign,
  loadRewardSettings,
  type RewardSettings,
  updateCampaign,
  updateRewardSettings,
} from '../domain/rewards/rewards';
import type { AppEnv } from '../http/env';
import { validJson, validParams } from '../http/validate';
import { toAdminCampaign } from '../wire/rewards';

const wireSettings = (settings: RewardSettings) => ({
  enabled: settings.enabled,
  signup_points: settings.signupPoints,
  points_per_unit: settings.pointsPerUnit,
});

/** A wire amount in minor units of `currency`, or a 422 naming `field`. */
function minor(value: string, currency: string, field: string): number {
  const amount = fromWireMoney(value, currency);
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw invalidField(field, `The amount has more decimals than ${currency} allows.`);
  }
  return amount;
}

function campaignInput(body: AdminCampaignUpdateRequest, currency: string): Partial<CampaignInput> {
  return {
    title: body.title,
    cost: body.cost,
    discountType: body.discount_type,
    value:
      body.amount !== undefined
        ? minor(body.amount, currency, 'amount')
        : body.percent !== undefined
          ? body.percent
          : undefined,
    productId: body.product_id,
    minSpend:
      body.min_spend === undefined
        ? undefined
        : body.min_spend === null
          ? null
          : minor(body.min_spend, currency, 'min_spend'),
    active: body.active,
    position: body.position,
  };
}

export function createAdminRewardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const db = c.get('ctx').db;
    const [settings, store, campaigns] = await Promise.all([
      loadRewardSettings(db),
      loadStoreSettings(db),
      allCampaigns(db),
    ]);
    return c.json({
      data: {
        settings: wireSettings(settings),
        campaigns: campaigns.map((row) => toAdminCampaign(row, store.currency)),
      },
    });
  });

  app.put('/settings', validJson(adminRewardSettingsRequest), async (c) => {
    const body = c.req.valid('json');
    const settings = await updateRewardSettings(c.get('ctx').db, {
      enabled: body.enabled,
      signupPoints: body.signup_points,
      pointsPerUnit: body.points_per_unit,
    });
    return c.json({ data: wireSettings(settings) });
  });

  app.post('/campaigns', validJson(adminCampaignRequest), async (c) => {
    const db = c.get('ctx').db;
    const { currency } = await loadStoreSettings(db);
    const input = campaignInput(c.req.valid('json'), currency) as CampaignInput;
    return c.json({ data: toAdminCampaign(await createCampaign(db, input), currency) }, 201);
  });

  app.put(
    '/campaigns/:id',
    validParams(adminCampaignParams),
    validJson(adminCampaignUpdateRequest),
    async (c) => {
      const db = c.get('ctx').db;
      const { currency } = await loadStoreSettings(db);
      const row = await updateCampaign(
        db,
        c.req.valid('param').id,
        campaignInput(c.req.valid('json'), currency),
      );
      return c.json({ data: toAdminCampaign(row, currency) });
    },
  );

  app.delete('/campaigns/:id', validParams(adminCampaignParams), async (c) => {
    await deleteCampaign(c.get('ctx').db, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
