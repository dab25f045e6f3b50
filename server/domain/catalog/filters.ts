/**
 * The product filter of listings, collection pages and search, as SQL conditions. Each condition
 * carries a key so facet counts can leave out exactly one filter (a facet's own counts must
 * respect every OTHER active filter).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { toMinor } from '../../../lib/money';
import type { Db } from '../../db/client';
import { categories, collections, products } from '../../db/schema';
import { loadStoreSettings, type StoreCheckoutSettings } from '../cart/pricingData';
import { DomainError, notFound } from '../errors';

export interface ProductFilters {
  includeIds?: number[];
  collectionId?: number;
  categoryId?: number;
  /** Inclusive bounds on the product's lowest price, minor units. */
  priceMin?: number;
  priceMax?: number;
  availability?: 'in_stock' | 'out_of_stock';
  /** OR within one option name, AND across names. */
  options?: { name: string; value: string }[];
  /** A prepared tsquery text (see toPrefixTsQuery). */
  tsQuery?: string;
}

/** Filters as a request names them: a collection by handle, a category by id or slug, prices as major-unit text. */
export interface FilterRequest {
  includeIds?: number[];
  collection?: string;
  category?: number | string;
  priceMin?: string;
  priceMax?: string;
  availability?: 'in_stock' | 'out_of_stock';
  options?: { name: string; value: string }[];
}

/**
 * The filters a request means: handles and slugs looked up (404 when unknown), price bounds in
 * minor units of the store's currency (refused when the lower is above the upper).
 */
export async function resolveFilters(
  db: Db,
  request: FilterRequest,
  store?: Promise<StoreCheckoutSettings>,
): Promise<ProductFilters> {
  const currency =
    (request.priceMin ?? request.priceMax) ? (await (store ?? loadStoreSettings(db))).currency : 'USD';
  const bound = (amount: string | undefined) =>
    amount === undefined ? undefined : toMinor(Number(amount), currency);
  const filters: ProductFilters = {
    priceMin: bound(request.priceMin),
    priceMax: bound(request.priceMax),
    availability: request.availability,
    options: request.options,
  };
  if (request.includeIds) filters.includeIds = request.includeIds;
  if (request.collection !== undefined) {
    const [c] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.handle, request.collection));
    if (!c) throw notFound(`Collection "${request.collection}" not found`);
    filters.collectionId = c.id;
  }
  if (request.category !== undefined) {
    const [c] =
      typeof request.category === 'number'
        ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, request.category))
        : await db
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.slug, request.category));
    if (!c) throw notFound(`Category "${request.category}" not found`);
    filters.categoryId = c.id;
  }
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    const message = 'Must not be greater than price_max';
    throw new DomainError('invalid', message, { price_min: [message] });
  }
  return filters;
}

export type FilterKey = 'collection' | 'category' | 'price' | 'availability' | `option:${string}`;

/** Groups option filters by name, keeping first-seen order. */
export function optionGroups(options: ProductFilters['options']): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { name, value } of options ?? []) {
    const values = groups.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    groups.set(name, values);
  }
  return groups;
}

/** Conditions for the active filters, minus the one named by `except`. */
export function filterConditions(filters: ProductFilters, except?: FilterKey): SQL[] {
  const out: SQL[] = [sql`${products.status} = 'active'`];
  if (filters.includeIds) {
    out.push(
      filters.includeIds.length === 0
        ? sql`false`
        : sql`${products.id} in (${sql.join(
            filters.includeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (filters.tsQuery !== undefined) {
    out.push(sql`${products.searchVector} @@ to_tsquery('english', ${filters.tsQuery})`);
  }
  if (filters.collectionId !== undefined && except !== 'collection') {
    out.push(
      sql`exists (select 1 from product_collections pc where pc.product_id = ${products.id} and pc.collection_id = ${filters.collectionId})`,
    );
  }
  if (filters.categoryId !== undefined && except !== 'category') {
    out.push(
      sql`exists (select 1 from product_categories pcat where pcat.product_id = ${products.id} and pcat.category_id = ${filters.categoryId})`,
    );
  }
  if (except !== 'price') {
    if (filters.priceMin !== undefined) out.push(sql`${products.priceMin} >= ${filters.priceMin}`);
    if (filters.priceMax !== undefined) out.push(sql`${products.priceMin} <= ${filters.priceMax}`);
  }
  if (filters.availability && except !== 'availability') {
    out.push(sql`${products.available} = ${filters.availability === 'in_stock'}`);
  }
  for (const [name, values] of optionGroups(filters.options)) {
    if (except === `option:${name}`) continue;
    const anyValue = sql.join(
      values.map((value) => sql`v.options @> ${JSON.stringify([{ name, value }])}::jsonb`),
      sql` or `,
    );
    out.push(sql`exists (select 1 from variants v where v.product_id = ${products.id} and (${anyValue}))`);
  }
  return out;
}

export function whereSql(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

/**
 * Turns shopper text into a safe prefix tsquery: words of letters and digits only (so tsquery
 * operators in the input are just ignored), each matched as a prefix, all required.
 * Returns undefined when no word is left.
 */
export function toPrefixTsQuery(text: string): string | undefined {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 16);
  if (!words || words.length === 0) return undefined;
  return words.map((w) => `${w}:*`).join(' & ');
}
