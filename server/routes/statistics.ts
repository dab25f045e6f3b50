/**
 * `POST /api/statistics/events` (name, parameters): stores the shopper actions the
 * storefront reports. Parameters go through lib/analytics first, so a card number is never
 * stored unmasked and a security code never at all.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { statisticsEventNames } from '../../api/statistics.ts';
import { sanitizeAnalyticsParameters } from '../../lib/analytics/cardMasking.ts';
import { listViewItemIds } from '../../lib/analytics/cartEvents.ts';
import { statisticsEvents } from '../db/schema';
import { requestCartHash } from '../http/cartCookie';
import type { AppEnv } from '../http/env';
import { parseOr422, readJsonObject } from '../http/validate';

/** Largest parameters object accepted, as JSON text. */
const maxParametersBytes = 16_384;

export const statisticsEventRequest = z.object({
  name: z.enum(statisticsEventNames, { error: 'Unknown event name' }),
  parameters: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= maxParametersBytes, 'Parameters are too large'),
});

/** The shopper actions the tracker sends to `/track`. */
export const trackedActions = [
  'page_view',
  'search',
  'view_item',
  'view_item_list',
  'add_to_cart',
  'begin_checkout',
  'add_address',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;

export const trackRequest = z.object({
  name: z.enum(trackedActions, { error: 'Unknown action' }),
  /** The page's path (the analytics page path on checkout steps). */
  path: z.string().max(2000).default(''),
  parameters: statisticsEventRequest.shape.parameters,
  event_id: z.string().max(100).optional(),
  time: z.number().int().nonnegative().optional(),
  url: z.string().max(2000).optional(),
  version: z.enum(['legacy', 'new']).optional(),
  kwai_pixel_id: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

export function createStatisticsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  /**
   * The consented tracker's collector: a JSON or plain-text body (beacons send text/plain).
   * A list view keeps only its first 3 item ids; card numbers are masked before storing.
   */
  app.post('/track', async (c) => {
    const body = await readJsonObject(c);
    const action = parseOr422(trackRequest, body);
    const parameters = sanitizeAnalyticsParameters(action.parameters as Record<string, never>) as Record<
      string,
      unknown
    >;
    if (Array.isArray(parameters.item_ids)) parameters.item_ids = listViewItemIds(parameters.item_ids);
    await c
      .get('ctx')
      .db.insert(statisticsEvents)
      .values({
        name: `track:${action.name}`,
        parameters: {
          ...parameters,
          path: action.path,
          ...(action.event_id && { event_id: action.event_id }),
          ...(action.version && { version: action.version }),
          ...(action.kwai_pixel_id && { kwai_pixel_id: action.kwai_pixel_id }),
        },
      });
    return c.body(null, 204);
  });
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
