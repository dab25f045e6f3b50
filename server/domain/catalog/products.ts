/**
 * Product listing, search, detail and suggestions.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  ProductFacets,
  ProductListResponse,
  ProductSort,
  SuggestResponse,
  WireProductDetail,
} from '../../../api/catalog';
import { toWireMoney } from '../../../api/common';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type Collection,
  collections,
  combinationItems,
  combinations,
  productCollections,
  productImages,
  products,
} from '../../db/schema';
import { cachedRead } from '../../http/readCache';
import { productPath, wireGalleryItem, wireImage, wireProduct, wireVariant } from '../../wire/catalog';
import { loadStoreSettings } from '../cart/pricingData';
import { productNotAvailable } from '../errors';
import { type FilterKey, filterConditions, optionGroups, type ProductFilters, whereSql } from './filters';
import { detailColumns, listColumns, relationColumns, splitRow } from './relations';

export interface ListOptions {
  filters: ProductFilters;
  sort: ProductSort | 'search_default_sort';
  page: number;
  pageSize: number;
  include: { variants: boolean; gallery: boolean };
  facets: boolean;
}

/**
 * Search relevance (owner's decision): products whose title holds every searched word
 * come first, then those matching only in subtitle, vendor, product type, SKU, keywords, the
 * names of its collections, categories and tags, or its description; within each
 * tier the store's merchandising order. No ts_rank: a rank is computed from each match's vector,
 * so ordering by it reads every match from the heap (6 254 rows for "tee" at 100 000 products).
 * A tier in merchandising order can instead be read off the (status, featured_rank, id) index,
 * stopping after a page.
 */
const titleMatch = (tsQuery: string) => sql`${products.titleVector} @@ to_tsquery('english', ${tsQuery})`;

type SearchFilters = ProductFilters & { tsQuery: string };

interface MatchCounts {
  total: number;
  /** Matches with every word in the title: the first tier of a search. */
  title: number;
}

/**
 * How many products match, and for a search how many in the title. Counting every match is most
 * of a listing's cost on a large catalogue (a full scan of 100 000 rows, where the page itself is
 * an index walk of 20), so the counts of a filter are shared for the read cache's TTL: paging and
 * repeat visitors count once.
 */
function countMatches(db: Db, filters: ProductFilters, tsQuery: string | undefined): Promise<MatchCounts> {
  const countQuery = db
    .select({
      n: sql<number>`count(*)::int`,
      title:
        tsQuery === undefined
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${titleMatch(tsQuery)}))::int`,
    })
    .from(products)
    .where(whereSql(filterConditions(filters)));
  const { sql: countSql, params } = countQuery.toSQL();
  return cachedRead(db, `count:${countSql}:${JSON.stringify(params)}`, async () => {
    const [row] = await countQuery;
    return { total: Number(row?.n ?? 0), title: Number(row?.title ?? 0) };
  });
}

interface TierSlice {
  tier: 'title' | 'rest';
  /** How many products the tier holds. */
  size: number;
  offset: number;
  limit: number;
}

/**
 * The slices of each tier that rows [offset, offset + limit) of a search cover. A tier the page
 * does not reach is left out rather than asked for with a limit it cannot fill: that would read
 * the whole index looking for rows that are not there.
 */
function tierSlices(counts: MatchCounts, offset: number, limit: number): TierSlice[] {
  const slices: TierSlice[] = [];
  const end = offset + limit;
  const titleEnd = Math.min(end, counts.title);
  if (offset < titleEnd) {
    slices.push({ tier: 'title', size: counts.title, offset, limit: titleEnd - offset });
  }
  const rest = counts.total - counts.title;
  const restStart = Math.max(0, offset - counts.title);
  const restEnd = Math.min(end - counts.title, rest);
  if (restStart < restEnd) {
    slices.push({ tier: 'rest', size: rest, offset: restStart, limit: restEnd - restStart });
  }
  return slices;
}

function tierConditions(filters: SearchFilters, tier: TierSlice['tier']): SQL {
  // A title match is a search_vector match too (the title is the vector's first field), so the
  // title tier leaves the search_vector condition out: the planner would take the two as
  // independent and expect far fewer rows than there are.
  return whereSql(
    tier === 'title'
      ? [...filterConditions({ ...filters, tsQuery: undefined }), titleMatch(filters.tsQuery)]
      : [...filterConditions(filters), sql`not ${titleMatch(filters.tsQuery)}`],
  );
}

/**
 * The ids of a tier slice, by one of two plans, chosen here rather than by the planner: its
 * estimate for a prefix query is often a fixed guess (2% of rows whenever the column's statistics
 * hold fewer than 100 common words), which for a word in one title of 100 000 picked a walk of the
 * whole index (100 ms) over a lookup of one row.
 *
 * - `walk`: the first `size` active products in merchandising order, filtered. Cheap when matches
 *   are common (a page of "tee", one product in sixteen, is ~320 rows into the walk), and never
 *   more than `size` rows, what `collect` reads anyway. The slice is complete only if the walk
 *   found all of it (searchPageIds checks).
 * - `collect`: every match through the GIN index, sorted. Ordered by the search's whole order,
 *   which no index gives, so the planner cannot turn it into an unbounded walk.
 */
function tierIds(filters: SearchFilters, slice: TierSlice, plan: 'walk' | 'collect'): SQL {
  const where = tierConditions(filters, slice.tier);
  if (plan === 'walk') {
    // Aliased as products, so the filter conditions, written against the table, apply as is.
    return sql`(select ${products.id} from (select * from ${products} where ${products.status} = 'active'
        order by ${products.featuredRank} asc, ${products.id} asc limit ${slice.size}) as products
      where ${where} order by ${products.featuredRank} asc, ${products.id} asc
      limit ${slice.limit} offset ${slice.offset})`;
  }
  return sql`(select ${products.id} from ${products} where ${where}
    order by ${orderBy('search_default_sort', filters)} limit ${slice.limit} offset ${slice.offset})`;
}

/**
 * Below this many products a tier is collected outright: reading all of it costs about a
 * millisecond, and a walk capped at its size seldom fills a page from it anyway (a page of 20
 * spread evenly over 100 000 products needs a tier of ~1 400). The plainer statement also plans
 * faster, which is most of a small search's cost.
 */
const walkMinimum = 1000;

/**
 * The condition selecting rows [offset, offset + limit) of a search, for the caller's query. One
 * statement holds both plans: the walk, and the GIN lookup behind a one-time filter on how many
 * rows the walk found, which PostgreSQL evaluates before it, so the lookup runs only when the walk
 * fell short (and a failed walk costs no second round trip, which the demo catalogue's four "tee"
 * titles, one among the first four products, would otherwise pay on every search).
 */
function searchPageIds(
  filters: SearchFilters,
  counts: MatchCounts,
  offset: number,
  limit: number,
): SQL | undefined {
  const slices = tierSlices(counts, offset, limit);
  if (slices.length === 0) return undefined;
  const ids = (plan: 'walk' | 'collect') =>
    sql.join(
      slices.map((slice) => tierIds(filters, slice, plan)),
      sql` union all `,
    );
  if (slices.every((slice) => slice.size < walkMinimum)) return sql`${products.id} in (${ids('collect')})`;
  const expected = slices.reduce((n, slice) => n + slice.limit, 0);
  return sql`${products.id} in (with walked as (${ids('walk')})
    select id from walked where (select count(*) from walked) >= ${expected}
    union all
    select id from (${ids('collect')}) as collected where (select count(*) from walked) < ${expected})`;
}

function orderBy(sort: ListOptions['sort'], filters: ProductFilters): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${products.priceMin} asc, ${products.id} asc`;
    case 'price_desc':
      return sql`${products.priceMin} desc, ${products.id} asc`;
    case 'newest':
      return sql`${products.createdAt} desc, ${products.id} desc`;
    case 'best_selling':
      return sql`${products.salesCount} desc, ${products.id} asc`;
    case 'title_asc':
      return sql`lower(${products.title}) asc, ${products.id} asc`;
    case 'title_desc':
      return sql`lower(${products.title}) desc, ${products.id} asc`;
    case 'rating':
      return sql`${products.averageRating} desc, ${products.reviewCount} desc, ${products.id} asc`;
    case 'search_default_sort':
      if (filters.tsQuery !== undefined) {
        return sql`${titleMatch(filters.tsQuery)} desc, ${products.featuredRank} asc, ${products.id} asc`;
      }
      return sql`${products.featuredRank} asc, ${products.id} asc`;
    default:
      // featured: a collection's own order first, then the store's merchandising rank.
      if (filters.collectionId !== undefined) {
        return sql`(select pc.position from product_collections pc where pc.product_id = ${products.id} and pc.collection_id = ${filters.collectionId}) asc nulls last, ${products.featuredRank} asc, ${products.id} asc`;
      }
      return sql`${products.featuredRank} asc, ${products.id} asc`;
  }
}

export async function listProducts(db: Db, options: ListOptions): Promise<ProductListResponse> {
  const { filters } = options;
  const { currency } = await loadStoreSettings(db);
  const tsQuery = options.sort === 'search_default_sort' ? filters.tsQuery : undefined;
  const counts = await countMatches(db, filters, tsQuery);
  const { total } = counts;
  const lastPage = Math.max(1, Math.ceil(total / options.pageSize));
  const offset = (options.page - 1) * options.pageSize;
  const columns = { ...listColumns, ...relationColumns({ variants: options.include.variants }) };
  const page = (condition: SQL) =>
    db.select(columns).from(products).where(condition).orderBy(orderBy(options.sort, filters));
  let rows: Awaited<ReturnType<typeof page>> = [];
  if (total > 0 && offset < total) {
    if (tsQuery === undefined) {
      rows = await page(whereSql(filterConditions(filters)))
        .limit(options.pageSize)
        .offset(offset);
    } else {
      const ids = searchPageIds({ ...filters, tsQuery }, counts, offset, options.pageSize);
      if (ids !== undefined) rows = await page(ids);
    }
  }
  const data = rows.map((row) => {
    const { product, relations } = splitRow(row);
    return wireProduct(product, relations, options.include, currency);
  });
  const response: ProductListResponse = {
    data,
    meta: { total, current_page: options.page, last_page: lastPage, page_size: options.pageSize },
  };
  if (options.facets) response.facets = await facetCounts(db, filters);
  return response;
}

const idsWhere = (filters: ProductFilters, except?: FilterKey) =>
  sql`select ${products.id} from ${products} where ${whereSql(filterConditions(filters, except))}`;

/** Facet counts; each facet respects every active filter except its own. */
export async function facetCounts(db: Db, filters: ProductFilters): Promise<ProductFacets> {
  const { currency } = await loadStoreSettings(db);
  const availability = await queryRows<{ available: boolean; n: number }>(
    db,
    sql`select available, count(*)::int as n from products where id in (${idsWhere(filters, 'availability')}) group by available`,
  );
  const collectionRows = await queryRows<{ handle: string; title: string; n: number }>(
    db,
    sql`select c.handle, c.title, count(*)::int as n from product_collections pc
        join collections c on c.id = pc.collection_id
        where c.published and pc.product_id in (${idsWhere(filters, 'collection')})
        group by c.id, c.handle, c.title, c.position order by c.position, c.id`,
  );
  const categoryRows = await queryRows<{ slug: string; name: string; n: number }>(
    db,
    sql`select c.slug, c.name, count(*)::int as n from product_categories pc
        join categories c on c.id = pc.category_id
        where pc.product_id in (${idsWhere(filters, 'category')})
        group by c.id, c.slug, c.name, c.position order by c.position, c.id`,
  );
  const [price] = await queryRows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(price_min)::int as min, max(price_min)::int as max from products where id in (${idsWhere(filters, 'price')})`,
  );

  const optionCounts = async (except?: FilterKey) =>
    queryRows<{ name: string; value: string; n: number }>(
      db,
      sql`select o->>'name' as name, o->>'value' as value, count(distinct v.product_id)::int as n
          from variants v cross join lateral jsonb_array_elements(v.options) o
          where v.product_id in (${idsWhere(filters, except)})
          group by 1, 2 order by 1, min(v.position), 2`,
    );
  const all = await optionCounts();
  const byName = new Map<string, { value: string; n: number }[]>();
  for (const row of all) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  // An option with an active filter counts without its own filter, so picking Red keeps Blue's count.
  for (const name of optionGroups(filters.options).keys()) {
    const rows = (await optionCounts(`option:${name}`)).filter((r) => r.name === name);
    byName.set(name, rows);
  }

  const count = (available: boolean) => availability.find((r) => r.available === available)?.n ?? 0;
  return {
    availability: [
      { value: 'in_stock', label: 'In stock', count: count(true) },
      { value: 'out_of_stock', label: 'Out of stock', count: count(false) },
    ],
    collections: collectionRows.map((r) => ({ value: r.handle, label: r.title, count: r.n })),
    categories: categoryRows.map((r) => ({ value: r.slug, label: r.name, count: r.n })),
    options: [...byName].map(([name, values]) => ({
      name,
      values: values.map((v) => ({ value: v.value, label: v.value, count: v.n })),
    })),
    price: { min: toWireMoney(price?.min ?? 0, currency), max: toWireMoney(price?.max ?? 0, currency) },
  };
}

export async function getProductDetail(db: Db, slug: string): Promise<WireProductDetail> {
  const [row] = await db
    .select({ ...detailColumns, ...relationColumns({ variants: true }) })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'active')))
    .limit(1);
  if (!row) throw productNotAvailable();
  const { currency } = await loadStoreSettings(db);
  const { product, relations } = splitRow(row);
  const base = wireProduct(product, relations, { variants: true, gallery: true }, currency);
  const productCollectionsRows = await db
    .select({ id: collections.id, handle: collections.handle, title: collections.title })
    .from(productCollections)
    .innerJoin(collections, eq(collections.id, productCollections.collectionId))
    .where(and(eq(productCollections.productId, product.id), eq(collections.published, true)))
    .orderBy(asc(collections.position));
  const variantsWire = (relations.variants ?? []).map((v) => wireVariant(v, product.title, currency));
  return {
    ...base,
    description: product.description,
    variants: variantsWire,
    variants_detail: variantsWire,
    gallery: relations.images.map(wireGalleryItem),
    special_attrs: product.specialAttrs ?? null,
    size_chart_id: product.sizeChartId,
    combination: await loadCombination(db, product.id, currency),
    collections: productCollectionsRows,
  };
}

/** The first active "shop the look" group holding the product, with a brief of each member. */
async function loadCombination(
  db: Db,
  productId: number,
  currency: string,
): Promise<WireProductDetail['combination']> {
  const [group] = await db
    .select({ id: combinations.id, title: combinations.title, status: combinations.status })
    .from(combinationItems)
    .innerJoin(combinations, eq(combinations.id, combinationItems.combinationId))
    .where(and(eq(combinationItems.productId, productId), eq(combinations.status, true)))
    .orderBy(asc(combinations.id))
    .limit(1);
  if (!group) return null;
  const items = await db
    .select({
      item: combinationItems,
      product: { id: products.id, title: products.title, slug: products.slug, priceMin: products.priceMin },
    })
    .from(combinationItems)
    .innerJoin(products, eq(products.id, combinationItems.productId))
    .where(and(eq(combinationItems.combinationId, group.id), eq(products.status, 'active')))
    .orderBy(asc(combinationItems.position));
  const ids = items.map((i) => i.product.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
  return {
    ...group,
    items: items.map(({ item, product }) => ({
      product_id: product.id,
      product_image: item.productImage,
      is_main_image: item.isMainImage,
      product: {
        ID: product.id,
        title: product.title,
        slug: product.slug,
        path: productPath(product.slug),
        price: toWireMoney(product.priceMin, currency),
        image: wireImage(images.find((img) => img.productId === product.id)),
      },
    })),
  };
}

/** Predictive search: products whose words start with the text, and collections by title prefix. */
export async function suggest(db: Db, text: string, tsQuery: string | undefined, limit: number) {
  const out: SuggestResponse = { products: [], collections: [] };
  if (tsQuery === undefined) return out;
  const filters = { tsQuery };
  const columns = {
    id: products.id,
    title: products.title,
    slug: products.slug,
    priceMin: products.priceMin,
  };
  // In the search's order, so a suggestion is what the search would list first.
  const pageIds = searchPageIds(filters, await countMatches(db, filters, tsQuery), 0, limit);
  const found =
    pageIds === undefined
      ? []
      : await db
          .select(columns)
          .from(products)
          .where(pageIds)
          .orderBy(orderBy('search_default_sort', filters));
  const ids = found.map((p) => p.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
  const { currency } = await loadStoreSettings(db);
  out.products = found.map((p) => ({
    ID: p.id,
    title: p.title,
    slug: p.slug,
    path: productPath(p.slug),
    price: toWireMoney(p.priceMin, currency),
    feature_image: wireImage(images.find((img) => img.productId === p.id)),
  }));
  const prefix = text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const cols: Collection[] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.published, true),
        sql`(lower(${collections.title}) like ${`${prefix}%`} or lower(${collections.title}) like ${`% ${prefix}%`})`,
      ),
    )
    .orderBy(asc(collections.position))
    .limit(limit);
  out.collections = cols.map((c) => ({
    id: c.id,
    handle: c.handle,
    title: c.title,
    path: `/collections/${c.handle}`,
  }));
  return out;
}
