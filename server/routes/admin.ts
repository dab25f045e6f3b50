/**
 * `/api/admin/*` — merchant operations behind a bearer token.
 * The token comes from `VITRINE_ADMIN_TOKEN`; server/index.ts generates and prints one in
 * development when it is unset. An empty configured token locks every admin route: an empty
 * `Authorization: Bearer ` must never open the door.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  adminFulfillRequest,
  adminMarkPaidRequest,
  adminRefundRequest,
  adminTrackingRequest,
} from '../../api/account';
import { setStoreSettingsRequest } from '../../api/cart';
import { fromWireMoney } from '../../api/common';
import { setExchangesRequest } from '../../api/content';
import { setLayoutRequest, setThemeRequest, setTokensRequest } from '../../api/theme';
import type { OrderRow } from '../db/schema';
import { updateStoreSettings } from '../domain/cart/pricingData';
import { setExchanges } from '../domain/catalog/content';
import { createStaff } from '../domain/editor/staff';
import {
  fulfilOrder,
  markOrderPaid,
  OrderUpdateError,
  refundOrder,
  updateTracking,
} from '../domain/orders/fulfillment';
import { findOrderByNumber, loadOrderDetail } from '../domain/orders/orders';
import { reviewsAutoPublish } from '../domain/reviews/submit';
import { setLayout, setTokenOverrides, switchTheme } from '../domain/theme/theme';
import { withAccountErrors } from '../http/customer';
import type { AppEnv } from '../http/env';
import { validJson } from '../http/validate';
import { toWireOrder } from '../wire/orders';
import { createAdminReviewRoutes } from './adminReviews';
import { createAdminRewardRoutes } from './adminRewards';

const createStaffRequest = z.object({ email: z.string().max(254), password: z.string().max(1024) });

export interface AdminOptions {
  /** The bearer token every admin request must carry; empty or missing disables admin routes. */
  token: string | undefined;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAdminRoutes(options: AdminOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const expected = options.token ?? '';
    const header = c.req.header('authorization') ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!expected || !given || !sameToken(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="vitrine-admin"');
      return c.json({ message: 'Unauthorized' }, 401);
    }
    await next();
  });

  // A theme editor staff account, for automation (the command line and the setup link are the
  // merchant's ways): the password policy of every account applies.
  app.post('/staff', validJson(createStaffRequest), (c) =>
    withAccountErrors(c, async () => {
      const { email, password } = c.req.valid('json');
      return c.json({ data: await createStaff(c.get('ctx').db, email, password) }, 201);
    }),
  );

  app.put('/theme', validJson(setThemeRequest), async (c) =>
    c.json({ data: await switchTheme(c.get('ctx').db, c.req.valid('json').name) }),
  );

  app.put('/theme/tokens', validJson(setTokensRequest), async (c) =>
    c.json({ data: await setTokenOverrides(c.get('ctx').db, c.req.valid('json')) }),
  );

  app.put('/theme/layouts/:template', validJson(setLayoutRequest), async (c) => {
    const { theme, layout } = c.req.valid('json');
    const template = c.req.param('template');
    return c.json({ data: await setLayout(c.get('ctx').db, { theme, template, layout }) });
  });

  // Store settings the merchant sets (the `store` row), merged key by key; the next cart pricing
  // of this process sees them.
  app.put('/settings', validJson(setStoreSettingsRequest), async (c) => {
    const changes = Object.fromEntries(
      Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined),
    );
    const db = c.get('ctx').db;
    const settings = await updateStoreSettings(db, changes);
    return c.json({
      data: {
        store_discount_interaction_type: settings.interactionType,
        reviews_auto_publish: await reviewsAutoPublish(db),
      },
    });
  });

  // Exchange rates against the store currency, as the currency selector converts with them.
  app.put('/exchanges', validJson(setExchangesRequest), async (c) => {
    const ctx = c.get('ctx');
    return c.json({
      data: await setExchanges(ctx.db, c.req.valid('json').rates, ctx.storeLocation.currency),
    });
  });

  app.route('/reviews', createAdminReviewRoutes());
  app.route('/rewards', createAdminRewardRoutes());

  // ── Orders: fulfilment, tracking and refunds (what the customer's order page shows). ─────────

  const orderAnswer = async (c: Context<AppEnv>, change: () => Promise<OrderRow>) => {
    // An OrderUpdateError is a DomainError: the app's onError answers it (404, 409 or 422).
    const order = await change();
    return c.json({ data: toWireOrder(await loadOrderDetail(c.get('ctx').db, order)) });
  };

  app.post('/orders/:number/fulfillment', validJson(adminFulfillRequest), (c) => {
    const body = c.req.valid('json');
    return orderAnswer(c, () =>
      fulfilOrder(
        c.get('ctx').db,
        c.req.param('number'),
        {
          carrier: body.carrier,
          trackingNumber: body.tracking_number,
          expectedDeliveryDate: body.expected_delivery_date,
        },
        c.get('ctx').now?.() ?? new Date(),
      ),
    );
  });

  app.put('/orders/:number/tracking', validJson(adminTrackingRequest), (c) => {
    const body = c.req.valid('json');
    return orderAnswer(c, () =>
      updateTracking(
        c.get('ctx').db,
        c.req.param('number'),
        {
          step: body.step,
          trackingStatus: body.tracking_status,
          carrier: body.carrier,
          trackingNumber: body.tracking_number,
          expectedDeliveryDate: body.expected_delivery_date,
        },
        c.get('ctx').now?.() ?? new Date(),
      ),
    );
  });

  app.post('/orders/:number/payment', validJson(adminMarkPaidRequest), (c) =>
    orderAnswer(c, () =>
      markOrderPaid(c.get('ctx').db, c.req.param('number'), c.req.valid('json').reference),
    ),
  );

  app.post('/orders/:number/refund', validJson(adminRefundRequest), (c) => {
    const body = c.req.valid('json');
    return orderAnswer(c, async () => {
      const db = c.get('ctx').db;
      const order = await findOrderByNumber(db, c.req.param('number'));
      if (!order) throw new OrderUpdateError('not_found', 'No order with this number.');
      const amount = body.amount === undefined ? undefined : fromWireMoney(body.amount, order.currency);
      if (amount !== undefined && !Number.isSafeInteger(amount)) {
        throw new OrderUpdateError(
          'invalid',
          `The amount has more decimals than ${order.currency} allows.`,
          'amount',
        );
      }
      return refundOrder(db, order.number, amount);
    });
  });

  return app;
}
