import { desc, sql } from 'drizzle-orm';
import type { HotCountriesResponse } from '../../../api/cart';
import type { Db } from '../../db/client';
import { orders, shippingZones } from '../../db/schema';

/** Shown first in the country picker when the store has no orders yet. */
const defaultHotCountries = ['US', 'CA', 'GB', 'AU', 'DE', 'FR'];

/**
 * `GET /cart/get_hot_countries` (an array): the countries shoppers ship to most — the
 * store's own zones first, then the busiest destinations of past orders, then common defaults —
 * named in the shopper's language.
 */
export async function hotCountries(db: Db, locale: string, limit = 8): Promise<HotCountriesResponse> {
  const zones = await db.select({ countries: shippingZones.countries }).from(shippingZones);
  const busiest = await db
    .select({ country: sql<string>`${orders.shippingAddress}->>'country'`, n: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(sql`${orders.shippingAddress}->>'country'`)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
  const codes = [
    ...zones.flatMap((zone) => zone.countries.filter((code) => code !== '*')),
    ...busiest.map((row) => row.country).filter(Boolean),
    ...defaultHotCountries,
  ];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en-US'], { type: 'region' });
  } catch {
    names = new Intl.DisplayNames(['en-US'], { type: 'region' });
  }
  return [...new Set(codes.map((code) => code.toUpperCase()))]
    .slice(0, limit)
    .map((code) => ({ code, name: names.of(code) ?? code }));
}
