/**
 * `/api/store/stamped/*` — the loyalty programme as the storefront's rewards widget calls it:
 * a token for the logged-in customer, their points, the campaigns and redeeming one. Thin: the
 * rules are server/domain/rewards; the contract is api/rewards.ts.
 */
import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { redeemRewardRequest, rewardsPointsRequest } from '../../api/rewards';
import { loadStoreSettings } from '../domain/cart/pricingData';
import { activeCampaigns, loadRewardSettings, pointsOf, redeemCampaign } from '../domain/rewards/rewards';
import { currentSession, nowOf, requireCsrf, requireSession, withAccountErrors } from '../http/customer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { localize } from '../http/messages';
import { parseOr422, readJsonObject } from '../http/validate';
import { toWireCampaign } from '../wire/rewards';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** The widget's token: derived from the session's CSRF secret, so it dies with the session. */
const rewardsToken = (csrfToken: string) =>
  createHash('sha256').update(`vitrine-rewards:${csrfToken}`).digest('hex');

const pointsWithName = (c: Context<AppEnv>, points: number) =>
  localize(
    c.get('lang'),
    { id: 'rewards.points', values: { points } },
    `${points} ${points === 1 ? 'point' : 'points'}`,
  );

export function createRewardsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/getToken', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      noStore(c);
      return c.json({ token: rewardsToken(session.csrfToken) });
    }),
  );

  app.post('/points', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(rewardsPointsRequest, await readJsonObject(c));
      const session = await requireSession(c);
      // The token proves the call comes from this session; the id must be the session's own.
      if (body.customerId !== session.customerId || body.authToken !== rewardsToken(session.csrfToken)) {
        throw new ApiError(403, 'This rewards token is not valid for this customer.');
      }
      const points = await pointsOf(c.get('ctx').db, session.customerId);
      noStore(c);
      return c.json({ points, points_current_with_name: pointsWithName(c, points) });
    }),
  );

  app.get('/config', async (c) => {
    const db = c.get('ctx').db;
    const [settings, store] = await Promise.all([loadRewardSettings(db), loadStoreSettings(db)]);
    return c.json({
      api_public_key: 'vitrine',
      store_hash: 'vitrine',
      enabled: settings.enabled,
      currency: store.currency,
      signup_points: settings.signupPoints,
      points_per_unit: settings.pointsPerUnit,
    });
  });

  app.get('/campaigns', async (c) => {
    const db = c.get('ctx').db;
    const session = await currentSession(c);
    const [settings, store, rows, points] = await Promise.all([
      loadRewardSettings(db),
      loadStoreSettings(db),
      activeCampaigns(db),
      session ? pointsOf(db, session.customerId) : Promise.resolve(null),
    ]);
    noStore(c);
    return c.json({
      data: settings.enabled ? rows.map((row) => toWireCampaign(row, store.currency, points)) : [],
      points,
    });
  });

  app.post('/redeem_rewards', (c) =>
    withAccountErrors(c, async () => {
      const body = await readJsonObject(c);
      const request = parseOr422(redeemRewardRequest, body);
      const session = await requireSession(c);
      requireCsrf(c, session, body);
      const redemption = await redeemCampaign(
        c.get('ctx').db,
        session.customerId,
        request.templateId,
        nowOf(c),
      );
      noStore(c);
      return c.json({
        name: redemption.campaign.title,
        rule_code: redemption.coupon.code,
        points: redemption.points,
      });
    }),
  );

  return app;
}
