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
import type { DiversionResponse, SizeChartResponse } from '../../../api/content';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type Collection, collections, productImages, products } from '../../db/schema';
import { cachedRead } from '../../http/readCache';
import { productPath, wireGalleryItem, wireImage, wireProduct, wireVariant } from '../../wire/catalog';
import { loadStoreSettings, type StoreCheckoutSettings } from '../cart/pricingData';
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
  /**
   * A value read in the same statement as the page (an uncorrelated subquery, run once), answered
   * as `carried`; undefined when the page holds no row to carry it.
   * @default undefined
   */
  carry?: SQL;
  /**
   * The store's settings when the caller has them already (a page render reads them with the rest
   * of the store's configuration); else they are read here.
   * @default loadStoreSettings(db)
   */
  store?: Promise<StoreCheckoutSettings>;
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

export async function listProducts(
  db: Db,
  options: ListOptions,
): Promise<ProductListResponse & { carried?: unknown }> {
  const { filters } = options;
  const { currency } = await (options.store ?? loadStoreSettings(db));
  const tsQuery = options.sort === 'search_default_sort' ? filters.tsQuery : undefined;
  const offset = (options.page - 1) * options.pageSize;
  const columns = { ...listColumns, ...relationColumns({ variants: options.include.variants }) };
  const page = (condition: SQL) =>
    db.select(columns).from(products).where(condition).orderBy(orderBy(options.sort, filters));
  let rows: Awaited<ReturnType<typeof page>> = [];
  let total: number;
  let carried: unknown;
  if (tsQuery === undefined) {
    // The page and the count in one statement: the count is an uncorrelated subquery, run once,
    // and the page still walks its index and stops at the limit.
    const where = whereSql(filterConditions(filters));
    const counted = await db
      .select({
        ...columns,
        match_total: sql<number>`(select count(*)::int from ${products} where ${where})`,
        ...(options.carry ? { carried: sql<unknown>`${options.carry}` } : {}),
      })
      .from(products)
      .where(where)
      .orderBy(orderBy(options.sort, filters))
      .limit(options.pageSize)
      .offset(offset);
    // A page past the end holds no row to carry the count: it is asked for on its own.
    total =
      counted.length > 0
        ? Number(counted[0]!.match_total)
        : offset === 0
          ? 0
          : (await countMatches(db, filters, undefined)).total;
    carried = counted[0]?.carried;
    rows = counted.map(({ match_total: _total, carried: _carried, ...row }) => row);
  } else {
    const counts = await countMatches(db, filters, tsQuery);
    total = counts.total;
    if (total > 0 && offset < total) {
      const ids = searchPageIds({ ...filters, tsQuery }, counts, offset, options.pageSize);
      if (ids !== undefined) rows = await page(ids);
    }
  }
  const lastPage = Math.max(1, Math.ceil(total / options.pageSize));
  const data = rows.map((row) => {
    const { product, relations } = splitRow(row);
    return wireProduct(product, relations, options.include, currency);
  });
  const response: ProductListResponse = {
    data,
    meta: { total, current_page: options.page, last_page: lastPage, page_size: options.pageSize },
  };
  if (options.facets) response.facets = await facetCounts(db, filters, options.store);
  return carried === undefined ? response : { ...response, carried };
}

const idsWhere = (filters: ProductFilters, except?: FilterKey) =>
  sql`select ${products.id} from ${products} where ${whereSql(filterConditions(filters, except))}`;

type OptionCount = { name: string; value: string; n: number };

/**
 * Facet counts; each facet respects every active filter except its own. One statement: each
 * facet is a json subquery of it.
 */
export async function facetCounts(
  db: Db,
  filters: ProductFilters,
  store?: Promise<StoreCheckoutSettings>,
): Promise<ProductFacets> {
  const { currency } = await (store ?? loadStoreSettings(db));
  const optionCounts = (except?: FilterKey) =>
    sql`(select coalesce(json_agg(json_build_object('name', y.name, 'value', y.value, 'n', y.n)
        order by y.name, y.pos, y.value), '[]'::json)
      from (select o->>'name' as name, o->>'value' as value, count(distinct v.product_id)::int as n,
          min(v.position) as pos
        from variants v cross join lateral jsonb_array_elements(v.options) o
        where v.product_id in (${idsWhere(filters, except)})
        group by 1, 2) y)`;
  // An option with an active filter counts without its own filter, so picking Red keeps Blue's count.
  const filteredOptions = [...optionGroups(filters.options).keys()];
  const [row] = await queryRows<{
    availability: { available: boolean; n: number }[];
    collections: { handle: string; title: string; n: number }[];
    categories: { slug: string; name: string; n: number }[];
    price: { min: number | null; max: number | null };
    options: OptionCount[];
    [own: `options_${number}`]: OptionCount[];
  }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('available', a.available, 'n', a.n)), '[]'::json)
        from (select available, count(*)::int as n from products
          where id in (${idsWhere(filters, 'availability')}) group by available) a) as availability,
      (select coalesce(json_agg(json_build_object('handle', x.handle, 'title', x.title, 'n', x.n)
          order by x.position, x.id), '[]'::json)
        from (select c.id, c.position, c.handle, c.title, count(*)::int as n from product_collections pc
          join collections c on c.id = pc.collection_id
          where c.published and pc.product_id in (${idsWhere(filters, 'collection')})
          group by c.id, c.handle, c.title, c.position) x) as collections,
      (select coalesce(json_agg(json_build_object('slug', x.slug, 'name', x.name, 'n', x.n)
          order by x.position, x.id), '[]'::json)
        from (select c.id, c.position, c.slug, c.name, count(*)::int as n from product_categories pc
          join categories c on c.id = pc.category_id
          where pc.product_id in (${idsWhere(filters, 'category')})
          group by c.id, c.slug, c.name, c.position) x) as categories,
      (select json_build_object('min', min(price_min)::int, 'max', max(price_min)::int) from products
        where id in (${idsWhere(filters, 'price')})) as price,
      ${optionCounts()} as options
      ${sql.join(
        filteredOptions.map(
          (name, index) => sql`, ${optionCounts(`option:${name}`)} as ${sql.raw(`options_${index}`)}`,
        ),
      )}`,
  );
  if (!row) throw new Error('facet counts answered no row');
  const byName = new Map<string, { value: string; n: number }[]>();
  for (const option of row.options) byName.set(option.name, [...(byName.get(option.name) ?? []), option]);
  filteredOptions.forEach((name, index) => {
    byName.set(
      name,
      (row[`options_${index}`] ?? []).filter((r) => r.name === name),
    );
  });
  const count = (available: boolean) => row.availability.find((r) => r.available === available)?.n ?? 0;
  return {
    availability: [
      { value: 'in_stock', label: 'In stock', count: count(true) },
      { value: 'out_of_stock', label: 'Out of stock', count: count(false) },
    ],
    collections: row.collections.map((r) => ({ value: r.handle, label: r.title, count: r.n })),
    categories: row.categories.map((r) => ({ value: r.slug, label: r.name, count: r.n })),
    options: [...byName].map(([name, values]) => ({
      name,
      values: values.map((v) => ({ value: v.value, label: v.value, count: v.n })),
    })),
    price: {
      min: toWireMoney(row.price?.min ?? 0, currency),
      max: toWireMoney(row.price?.max ?? 0, currency),
    },
  };
}

/**
 * A product page's own data besides the product: its size chart and diversion tests, read in the
 * same statement as the product so the page's sections ask nothing more of the database.
 */
export interface ProductPageData {
  detail: WireProductDetail;
  sizeChart: SizeChartResponse;
  diversion: DiversionResponse;
  /**
   * The product's published collections by handle, with what a list of their products needs to
   * be read without reading the collection first (server/domain/catalog/collectionPage.ts).
   */
  collections: ReadonlyMap<string, KnownCollection>;
}

/** A collection as far as listing its products needs it: its id and default sort. */
export interface KnownCollection {
  id: number;
  sortOrder: string;
}

interface CombinationJson {
  id: number;
  title: string;
  status: boolean;
  items: {
    product_id: number;
    product_image: string | null;
    is_main_image: boolean;
    title: string;
    slug: string;
    price_min: number;
    image: { url: string; alt: string; width: number; height: number } | null;
  }[];
}

/**
 * Everything the product page shows besides the product row and its card relations, as json
 * subqueries of the same statement (one round trip for the whole page's product):
 * its published collections, the first active "shop the look" group holding it with a brief of
 * each member, its size chart and the diversion tests it belongs to.
 */
const pageColumns = {
  page_collections: sql<{ id: number; handle: string; title: string; sort_order: string }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'handle', c.handle, 'title', c.title,
      'sort_order', c.sort_order) order by c.position, c.id)
    from product_collections pc join collections c on c.id = pc.collection_id
    where pc.product_id = products.id and c.published), '[]'::json)`,
  page_combination: sql<CombinationJson | null>`(
    select json_build_object('id', g.id, 'title', g.title, 'status', g.status, 'items', coalesce((
      select json_agg(json_build_object('product_id', p.id, 'product_image', ci.product_image,
        'is_main_image', ci.is_main_image, 'title', p.title, 'slug', p.slug, 'price_min', p.price_min,
        'image', (select json_build_object('url', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height)
          from product_images i where i.product_id = p.id and i.position = 0 order by i.id limit 1))
        order by ci.position)
      from combination_items ci join products p on p.id = ci.product_id
      where ci.combination_id = g.id and p.status = 'active'), '[]'::json))
    from combinations g
    where g.status and exists (
      select 1 from combination_items x where x.combination_id = g.id and x.product_id = products.id)
    order by g.id limit 1)`,
  page_size_chart: sql<NonNullable<SizeChartResponse['data']> | null>`(
    select json_build_object('id', s.id, 'title', s.title, 'unit', s.unit, 'description', s.description,
      'table', s."table")
    from size_charts s where s.id = products.size_chart_id)`,
  page_diversion: sql<DiversionResponse['data']>`coalesce((
    select json_agg(json_build_object('product_id', d.product_id, 'diversion_test_id', t.id,
      'main_product', json_build_object('ID', m.id, 'slug', m.slug)) order by t.id)
    from diversion_test_products d join diversion_tests t on t.id = d.diversion_test_id
      join products m on m.id = t.main_product_id
    where d.product_id = products.id and t.status and m.status = 'active'), '[]'::json)`,
};

/**
 * The product page's product and what its sections read about it, in one statement; `store`, the
 * store's settings when the caller has them already (else read here).
 */
export async function getProductPage(
  db: Db,
  slug: string,
  store?: Promise<StoreCheckoutSettings>,
): Promise<ProductPageData> {
  const [[row], { currency }] = await Promise.all([
    db
      .select({ ...detailColumns, ...relationColumns({ variants: true }), ...pageColumns })
      .from(products)
      .where(and(eq(products.slug, slug), eq(products.status, 'active')))
      .limit(1),
    store ?? loadStoreSettings(db),
  ]);
  if (!row) throw productNotAvailable();
  const { page_collections, page_combination, page_size_chart, page_diversion, ...rest } = row;
  const { product, relations } = splitRow(rest);
  const base = wireProduct(product, relations, { variants: true, gallery: true }, currency);
  const variantsWire = (relations.variants ?? []).map((v) => wireVariant(v, product.title, currency));
  const combination: WireProductDetail['combination'] = page_combination && {
    id: page_combination.id,
    title: page_combination.title,
    status: page_combination.status,
    items: page_combination.items.map((item) => ({
      product_id: item.product_id,
      product_image: item.product_image,
      is_main_image: item.is_main_image,
      product: {
        ID: item.product_id,
        title: item.title,
        slug: item.slug,
        path: productPath(item.slug),
        price: toWireMoney(item.price_min, currency),
        image: wireImage(item.image),
      },
    })),
  };
  return {
    detail: {
      ...base,
      description: product.description,
      variants: variantsWire,
      variants_detail: variantsWire,
      gallery: relations.images.map(wireGalleryItem),
      special_attrs: product.specialAttrs ?? null,
      size_chart_id: product.sizeChartId,
      combination,
      collections: page_collections.map(({ id, handle, title }) => ({ id, handle, title })),
    },
    sizeChart: { data: product.sizeChartId === null ? null : page_size_chart },
    diversion: { data: page_diversion },
    collections: new Map(page_collections.map((c) => [c.handle, { id: c.id, sortOrder: c.sort_order }])),
  };
}

export async function getProductDetail(db: Db, slug: string): Promise<WireProductDetail> {
  return (await getProductPage(db, slug)).detail;
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
