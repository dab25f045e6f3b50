/**
 * `POST /api/statistics/events` (spec §7: name, parameters): stores the shopper actions the
 * storefront reports. Parameters go through lib/analytics first, so a card number is never
 * stored unmasked and a security code never at all (spec §5).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { statisticsEventNames } from '../../api/statistics.ts';
import { sanitizeAnalyticsParameters } from '../../lib/analytics/cardMasking.ts';
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
