/**
 * Reviews, size charts, product discounts, diversion tests, currency, menus and policies.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  CommentsResponse,
  DiscountSettingsResponse,
  DiversionResponse,
  ExchangesResponse,
  IpResponse,
  ProductDiscountResponse,
  SizeChartResponse,
  StoreSettingsResponse,
  WireMenu,
  WireMenuItem,
  WirePolicy,
} from '../../../api/content';
import { publicSettingKeys } from '../../../api/content';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  discountRules,
  diversionTestProducts,
  diversionTests,
  exchangeRates,
  type ImageRef,
  menuItems,
  menus,
  policies,
  productCategories,
  products,
  reviews,
  sizeCharts,
  storeSettings,
  variants,
} from '../../db/schema';
import { wireImage } from '../../wire/catalog';
import { invalidField, notFound, productNotAvailable } from '../errors';

async function activeProduct(db: Db, id: number) {
  const [p] = await db
    .select({ id: products.id, sizeChartId: products.sizeChartId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  if (!p) throw productNotAvailable();
  return p;
}

export async function listComments(
  db: Db,
  q: { product_id?: number; page: number; page_size: number; rating?: number; has_photos?: '0' | '1' },
): Promise<CommentsResponse> {
  const published = and(
    eq(reviews.status, 'published'),
    q.product_id !== undefined ? eq(reviews.productId, q.product_id) : undefined,
  );
  const where = and(
    published,
    q.rating !== undefined ? eq(reviews.rating, q.rating) : undefined,
    q.has_photos === '1' ? sql`jsonb_array_length(${reviews.photos}) > 0` : undefined,
  );
  // One statement: whether the product is listed, the filtered count, the rating histogram and
  // the page of reviews.
  const listed =
    q.product_id === undefined
      ? sql`true`
      : sql`exists (select 1 from ${products} where ${products.id} = ${q.product_id} and ${products.status} = 'active')`;
  const [answer] = await queryRows<{
    listed: boolean;
    filtered: number;
    by_rating: { rating: number; n: number }[];
    rows: {
      id: number;
      product_id: number;
      author_name: string;
      rating: number;
      title: string;
      body: string;
      photos: ImageRef[];
      created_at: string;
    }[];
  }>(
    db,
    sql`select ${listed} as listed,
      (select count(*)::int from ${reviews} where ${where}) as filtered,
      (select coalesce(json_agg(json_build_object('rating', h.rating, 'n', h.n)), '[]'::json)
        from (select ${reviews.rating} as rating, count(*)::int as n from ${reviews} where ${published}
          group by ${reviews.rating}) h) as by_rating,
      (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]'::json)
        from (select ${reviews.id} as id, ${reviews.productId} as product_id, ${reviews.authorName} as author_name,
            ${reviews.rating} as rating, ${reviews.title} as title, ${reviews.body} as body,
            ${reviews.photos} as photos, ${reviews.createdAt} as created_at
          from ${reviews} where ${where}
          order by ${reviews.createdAt} desc, ${reviews.id} desc
          limit ${q.page_size} offset ${(q.page - 1) * q.page_size}) r) as rows`,
  );
  if (!answer?.listed) throw productNotAvailable();
  const filtered = { n: answer.filtered };
  const byRating = answer.by_rating;
  const rows = answer.rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    authorName: r.author_name,
    rating: r.rating,
    title: r.title,
    body: r.body,
    photos: r.photos,
    createdAt: new Date(r.created_at),
  }));
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, n } of byRating) {
    const key = String(rating) as keyof typeof distribution;
    if (!(key in distribution)) continue;
    distribution[key] = Number(n);
    count += Number(n);
    sum += rating * Number(n);
  }
  return {
    data: rows.map((r) => ({
      id: r.id,
      product_id: r.productId,
      author: r.authorName,
      rating: r.rating,
      title: r.title,
      body: r.body,
      photos: r.photos.map((p) => wireImage(p)!),
      created_at: r.createdAt.toISOString(),
    })),
    page: q.page,
    pageSize: q.page_size,
    total: Number(filtered?.n ?? 0),
    average_rating: count === 0 ? 0 : Math.round((sum / count) * 100) / 100,
    distribution,
  };
}

export async function productSizeChart(db: Db, productId: number): Promise<SizeChartResponse> {
  const product = await activeProduct(db, productId);
  if (product.sizeChartId === null) return { data: null };
  const [chart] = await db.select().from(sizeCharts).where(eq(sizeCharts.id, product.sizeChartId));
  return {
    data: chart
      ? {
          id: chart.id,
          title: chart.title,
          unit: chart.unit,
          description: chart.description,
          table: chart.table,
        }
      : null,
  };
}

/** Active rules that reach the product: all products, the product, the variant or its categories. */
export async function productDiscounts(
  db: Db,
  productId: number,
  variantId: number | undefined,
): Promise<ProductDiscountResponse> {
  await activeProduct(db, productId);
  if (variantId !== undefined) {
    const [v] = await db
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.id, variantId), eq(variants.productId, productId)));
    if (!v) throw notFound('The variant does not belong to this product');
  }
  const cats = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  const contains = (id: number) => sql`${discountRules.targetIds} @> ${JSON.stringify([id])}::jsonb`;
  const now = new Date();
  const rows = await db
    .select()
    .from(discountRules)
    .where(
      and(
        eq(discountRules.active, true),
        or(isNull(discountRules.startsAt), lte(discountRules.startsAt, now)),
        or(isNull(discountRules.endsAt), gte(discountRules.endsAt, now)),
        or(
          eq(discountRules.targetType, 'all'),
          and(eq(discountRules.targetType, 'product'), contains(productId)),
          variantId !== undefined
            ? and(eq(discountRules.targetType, 'variant'), contains(variantId))
            : undefined,
          ...cats.map((c) => and(eq(discountRules.targetType, 'category'), contains(c.id))),
        ),
      ),
    )
    .orderBy(asc(discountRules.priority), asc(discountRules.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      discount_type: r.discountType,
      rule: r.rule,
      ends_at: r.endsAt ? r.endsAt.toISOString() : null,
    })),
  };
}

export async function getSetting(db: Db, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, key));
  return row?.value;
}

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The public settings documents; missing ones are empty objects. */
export async function publicSettings(db: Db): Promise<StoreSettingsResponse> {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, [...publicSettingKeys]));
  return toPublicSettings(rows);
}

/** Settings rows as the public settings answer: the public documents only, missing ones empty. */
export function toPublicSettings(
  rows: readonly { key: string; value: Record<string, unknown> }[],
): StoreSettingsResponse {
  const data = Object.fromEntries(publicSettingKeys.map((k) => [k, {}])) as StoreSettingsResponse['data'];
  const wanted = new Set<string>(publicSettingKeys);
  for (const row of rows)
    if (wanted.has(row.key)) data[row.key as (typeof publicSettingKeys)[number]] = row.value;
  return { data };
}

export async function discountSettings(db: Db): Promise<DiscountSettingsResponse> {
  const value = (await getSetting(db, 'discount_settings')) ?? {};
  return {
    cart_text_config: asRecord(value.cart_text_config),
    checkout_text_config: asRecord(value.checkout_text_config),
    product_text_config: asRecord(value.product_text_config),
  };
}

export async function diversionRelationships(db: Db, productIds: number[]): Promise<DiversionResponse> {
  const rows = await db
    .select({
      productId: diversionTestProducts.productId,
      testId: diversionTests.id,
      mainId: products.id,
      mainSlug: products.slug,
    })
    .from(diversionTestProducts)
    .innerJoin(diversionTests, eq(diversionTests.id, diversionTestProducts.diversionTestId))
    .innerJoin(products, eq(products.id, diversionTests.mainProductId))
    .where(
      and(
        inArray(diversionTestProducts.productId, productIds),
        eq(diversionTests.status, true),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(asc(diversionTestProducts.productId));
  return {
    data: rows.map((r) => ({
      product_id: r.productId,
      diversion_test_id: r.testId,
      main_product: { ID: r.mainId, slug: r.mainSlug },
    })),
  };
}

export async function storeCurrency(db: Db, fallback: string): Promise<string> {
  const store = await getSetting(db, 'store');
  return typeof store?.currency === 'string' ? store.currency : fallback;
}

export async function exchanges(db: Db, fallbackBase: string): Promise<ExchangesResponse> {
  const base = await storeCurrency(db, fallbackBase);
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.base, base));
  const rates: Record<string, number> = { [base]: 1 };
  for (const r of rows) rates[r.currency] = r.rate;
  return { base, rates_base: base, rates };
}

/**
 * Sets the merchant's rates against the store currency (a `null` rate removes that currency) in
 * one transaction, and answers the rates as they now are. The store currency's own rate is always
 * 1 and cannot be changed.
 */
export async function setExchanges(
  db: Db,
  changes: Readonly<Record<string, number | null>>,
  fallbackBase: string,
): Promise<ExchangesResponse> {
  const base = await storeCurrency(db, fallbackBase);
  if (base in changes) {
    throw invalidField('rates', `${base} is the store currency: its rate is always 1`);
  }
  await db.transaction(async (tx) => {
    for (const [currency, rate] of Object.entries(changes)) {
      if (rate === null) {
        await tx
          .delete(exchangeRates)
          .where(and(eq(exchangeRates.base, base), eq(exchangeRates.currency, currency)));
      } else {
        await tx
          .insert(exchangeRates)
          .values({ base, currency, rate, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [exchangeRates.base, exchangeRates.currency],
            set: { rate, updatedAt: new Date() },
          });
      }
    }
  });
  return exchanges(db, base);
}

/** Currency of the countries whose languages the storefront ships, plus the selector's. */
const countryCurrency: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  DK: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  IL: 'ILS',
  RU: 'RUB',
  MX: 'MXN',
  IN: 'INR',
  AR: 'ARS',
  UY: 'UYU',
  BR: 'BRL',
  CH: 'CHF',
  PL: 'PLN',
};

/**
 * The shopper's country and currency without any external lookup: the region of the first
 * Accept-Language entry that names one (`de-AT` → AT), else the region of the page's language
 * (X-LANG `ja-JP` → JP), else the store's own country. The
 * currency is kept only when the store has a rate for it.
 */
export async function shopperLocation(
  db: Db,
  acceptLanguage: string | undefined,
  store: { country: string; currency: string },
  pageLanguage?: string,
): Promise<IpResponse> {
  const settings = await getSetting(db, 'store');
  const storeCountry = typeof settings?.country === 'string' ? settings.country : store.country;
  // The page's language (X-LANG, `he-IL`) counts after the browser's own languages.
  const region = [acceptLanguage ?? '', pageLanguage ?? '']
    .join(',')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .map((tag) => /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(tag)?.[1]?.toUpperCase())
    .find((r): r is string => r !== undefined && r in countryCurrency);
  const country = region ?? storeCountry;
  const { base, rates } = await exchanges(db, store.currency);
  const wanted = countryCurrency[country];
  return { iso_code: country, currency: wanted && wanted in rates ? wanted : base, state: null };
}

export async function listMenus(db: Db, handle?: string): Promise<WireMenu[]> {
  const menuRows = await db
    .select()
    .from(menus)
    .where(handle ? eq(menus.handle, handle) : undefined)
    .orderBy(asc(menus.id));
  if (menuRows.length === 0) return [];
  const items = await db
    .select()
    .from(menuItems)
    .where(
      inArray(
        menuItems.menuId,
        menuRows.map((m) => m.id),
      ),
    )
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return toWireMenus(menuRows, items);
}

/** A menu item row, as far as its wire form needs it. */
export interface MenuItemRow {
  id: number;
  menuId: number;
  parentId: number | null;
  title: string;
  object: string;
  path: string;
  url: string;
}

/**
 * Menus with their item trees (`items` in position order; five levels at most), as the store API
 * answers them.
 */
export function toWireMenus(
  menuRows: readonly { id: number; handle: string; title: string }[],
  items: readonly MenuItemRow[],
): WireMenu[] {
  const toWire = (parentId: number | null, menuId: number, depth: number): WireMenuItem[] =>
    depth > 5
      ? []
      : items
          .filter((i) => i.menuId === menuId && i.parentId === parentId)
          .map((i) => ({
            ID: i.id,
            title: i.title,
            object: i.object,
            path: i.path,
            url: i.url || i.path,
            children: toWire(i.id, menuId, depth + 1),
          }));
  return menuRows.map((m) => ({ handle: m.handle, title: m.title, items: toWire(null, m.id, 0) }));
}

export async function listPolicies(db: Db, handle?: string): Promise<WirePolicy[]> {
  const rows = await db
    .select()
    .from(policies)
    .where(handle ? eq(policies.handle, handle) : undefined)
    .orderBy(asc(policies.id));
  return rows.map((p) => ({
    handle: p.handle,
    title: p.title,
    body: p.body,
    path: `/policies/${p.handle}`,
    updated_at: p.updatedAt.toISOString(),
  }));
}
