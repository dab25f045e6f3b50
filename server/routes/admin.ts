/**
 * `/api/admin/*` — merchant operations behind a bearer token (ARCHITECTURE §3, issue 6 item 7).
 * The token comes from `VITRINE_ADMIN_TOKEN`; server/index.ts generates and prints one in
 * development when it is unset. An empty configured token locks every admin route: an empty
 * `Authorization: Bearer ` must never open the door.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { adminFulfillRequest, adminRefundRequest, adminTrackingRequest } from '../../api/account';
import { setStoreSettingsRequest } from '../../api/cart';
import { fromWireMoney } from '../../api/common';
import { isTemplateName, setLayoutRequest, setThemeRequest, setTokensRequest } from '../../api/theme';
import { isThemeName, type ThemeName } from '../../themes/names';
import { type OrderRow, storeSettings } from '../db/schema';
import { loadStoreSettings } from '../domain/cart/pricingData';
import { fulfilOrder, OrderUpdateError, refundOrder, updateTracking } from '../domain/orders/fulfillment';
import { findOrderByNumber, loadWireOrder } from '../domain/orders/orders';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { invalidateReads } from '../http/readCache';
import { INVALID_DATA, validJson } from '../http/validate';
import { effectiveTheme, readThemeDoc, validateTokenOverrides, writeThemeDoc } from './theme';

export interface AdminOptions {
  /** The bearer token every admin request must carry; empty or missing disables admin routes. */
  token: string | undefined;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const themeOrActive = (requested: string | undefined, active: ThemeName): ThemeName => {
  if (requested === undefined) return active;
  if (!isThemeName(requested)) throw new ApiError(422, INVALID_DATA, { theme: ['Unknown theme'] });
  return requested;
};

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

  app.put('/theme', validJson(setThemeRequest), async (c) => {
    const { name } = c.req.valid('json');
    if (!isThemeName(name)) throw new ApiError(422, INVALID_DATA, { name: ['Unknown theme'] });
    const db = c.get('ctx').db;
    const doc = await readThemeDoc(db);
    doc.active = name;
    await writeThemeDoc(db, doc);
    return c.json({ data: effectiveTheme(doc, name) });
  });

  app.put('/theme/tokens', validJson(setTokensRequest), async (c) => {
    const body = c.req.valid('json');
    const errors = validateTokenOverrides(body.overrides);
    if (Object.keys(errors).length > 0) throw new ApiError(422, INVALID_DATA, errors);
    const db = c.get('ctx').db;
    const doc = await readThemeDoc(db);
    const name = themeOrActive(body.theme, doc.active);
    const trimmed = Object.fromEntries(Object.entries(body.overrides).map(([k, v]) => [k, v.trim()]));
    // The body replaces the theme's overrides: sending `{}` restores the theme's own tokens.
    doc.themes[name] = { ...doc.themes[name], tokens: trimmed };
    await writeThemeDoc(db, doc);
    return c.json({ data: effectiveTheme(doc, name) });
  });

  app.put('/theme/layouts/:template', validJson(setLayoutRequest), async (c) => {
    const template = c.req.param('template');
    if (!isTemplateName(template)) throw new ApiError(404, `No template named ${template}`);
    const body = c.req.valid('json');
    const db = c.get('ctx').db;
    const doc = await readThemeDoc(db);
    const name = themeOrActive(body.theme, doc.active);
    const own = doc.themes[name] ?? {};
    const layouts = { ...own.layouts };
    // `layout: null` drops the merchant's version and falls back to the theme default.
    if (body.layout === null) delete layouts[template];
    else layouts[template] = body.layout;
    doc.themes[name] = { ...own, layouts };
    await writeThemeDoc(db, doc);
    return c.json({ data: effectiveTheme(doc, name) });
  });

  // Store settings the merchant sets (the `store` row), merged key by key; the next cart pricing
  // of this process sees them.
  app.put('/settings', validJson(setStoreSettingsRequest), async (c) => {
    const changes = Object.fromEntries(
      Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined),
    );
    const db = c.get('ctx').db;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ value: storeSettings.value })
        .from(storeSettings)
        .where(eq(storeSettings.key, 'store'))
        .for('update');
      const value = { ...row?.value, ...changes };
      await tx
        .insert(storeSettings)
        .values({ key: 'store', value })
        .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
    });
    invalidateReads(db);
    const settings = await loadStoreSettings(db);
    return c.json({ data: { store_discount_interaction_type: settings.interactionType } });
  });

  // ── Orders: fulfilment, tracking and refunds (what the customer's order page shows). ─────────

  const orderAnswer = async (c: Context<AppEnv>, change: () => Promise<OrderRow>) => {
    try {
      const order = await change();
      return c.json({ data: await loadWireOrder(c.get('ctx').db, order) });
    } catch (error) {
      if (!(error instanceof OrderUpdateError)) throw error;
      const status = error.code === 'not_found' ? 404 : error.code === 'conflict' ? 409 : 422;
      throw new ApiError(status, error.message, error.field ? { [error.field]: [error.message] } : undefined);
    }
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
