/**
 * `POST /api/statistics/events` (spec §7: name, parameters): stores the shopper actions the
 * storefront reports. Parameters go through lib/analytics first, so a card number is never
 * stored unmasked and a security code never at all (spec §5).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { sanitizeAnalyticsParameters } from '../../lib/analytics/cardMasking.ts';
import type { AppEnv } from '../app';
import { statisticsEvents } from '../db/schema';
import { parseOr422, readJsonObject, requestCartHash } from './cart';

/**
 * The tracked shopper actions (spec §7: page view, search, product view, add to cart, checkout,
 * address, shipping, payment, purchase) and the cart and checkout events of spec §4/§8.
 */
export const statisticsEventNames = [
  'page_view',
  'search',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'add_address',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view_cart',
  'remove_from_cart',
  'cart_quantity_change',
  'empty_cart',
  'invalid_number',
  'coupon_apply',
  'coupon_apply_failed',
  'order_create_failed',
  'login',
] as const;

/** Largest parameters object accepted, as JSON text. */
const maxParametersBytes = 16_384;

export const statisticsEventRequest = z.object({
  name: z.enum(statisticsEventNames, { error: 'Unknown event name' }),
  parameters: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= maxParametersBytes, 'Parameters are too large'),
});

export function createStatisticsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/events', async (c) => {
    const body = await readJsonObject(c);
    const event = parseOr422(statisticsEventRequest, body);
    const parameters = sanitizeAnalyticsParameters(event.parameters as Record<string, never>);
    const [row] = await c
      .get('ctx')
      .db.insert(statisticsEvents)
      .values({ name: event.name, parameters, cartHash: requestCartHash(c) ?? null })
      .returning({ id: statisticsEvents.id });
    return c.json({ id: row!.id }, 202);
  });
  return app;
}
