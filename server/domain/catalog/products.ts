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
import { ApiError, PRODUCT_NOT_AVAILABLE } from '../../http/errors';
import { cachedRead } from '../../http/readCache';
import { type FilterKey, filterConditions, optionGroups, type ProductFilters, whereSql } from './filters';
import { detailColumns, listColumns, relationColumns, splitRow } from './relations';
import { productPath, wireGalleryItem, wireImage, wireProduct, wireVariant } from './serialize';

export interface ListOptions {
  filters: ProductFilters;
  sort: ProductSort | 'search_default_sort';
  page: number;
  pageSize: number;
  include: { variants: boolean; gallery: boolean };
  facets: boolean;
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
        return sql`ts_rank(${products.searchVector}, to_tsquery('english', ${filters.tsQuery})) desc, ${products.featuredRank} asc, ${products.id} asc`;
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
  const where = whereSql(filterConditions(options.filters));
  // Counting every match is most of a listing's cost on a large catalogue (a full scan of 100 000
  // rows, where the page itself is an index walk of 20): the total of a filter is shared for the
  // read cache's TTL, so paging and repeat visitors count once.
  const countQuery = db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  const { sql: countSql, params } = countQuery.toSQL();
  const total = await cachedRead(db, `count:${countSql}:${JSON.stringify(params)}`, async () => {
    const [countRow] = await countQuery;
    return Number(countRow?.n ?? 0);
  });
  const lastPage = Math.max(1, Math.ceil(total / options.pageSize));
  const rows =
    total === 0 || (options.page - 1) * options.pageSize >= total
      ? []
      : await db
          .select({ ...listColumns, ...relationColumns({ variants: options.include.variants }) })
          .from(products)
          .where(where)
          .orderBy(orderBy(options.sort, options.filters))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize);
  const data = rows.map((row) => {
    const { product, relations } = splitRow(row);
    return wireProduct(product, relations, options.include);
  });
  const response: ProductListResponse = {
    data,
    meta: { total, current_page: options.page, last_page: lastPage, page_size: options.pageSize },
  };
  if (options.facets) response.facets = await facetCounts(db, options.filters);
  return response;
}

const idsWhere = (filters: ProductFilters, except?: FilterKey) =>
  sql`select ${products.id} from ${products} where ${whereSql(filterConditions(filters, except))}`;

/** Facet counts; each facet respects every active filter except its own (ARCHITECTURE §6). */
export async function facetCounts(db: Db, filters: ProductFilters): Promise<ProductFacets> {
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
    price: { min: toWireMoney(price?.min ?? 0), max: toWireMoney(price?.max ?? 0) },
  };
}

export async function getProductDetail(db: Db, slug: string): Promise<WireProductDetail> {
  const [row] = await db
    .select({ ...detailColumns, ...relationColumns({ variants: true }) })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'active')))
    .limit(1);
  if (!row) throw new ApiError(404, PRODUCT_NOT_AVAILABLE);
  const { product, relations } = splitRow(row);
  const base = wireProduct(product, relations, { variants: true, gallery: true });
  const productCollectionsRows = await db
    .select({ id: collections.id, handle: collections.handle, title: collections.title })
    .from(productCollections)
    .innerJoin(collections, eq(collections.id, productCollections.collectionId))
    .where(and(eq(productCollections.productId, product.id), eq(collections.published, true)))
    .orderBy(asc(collections.position));
  const variantsWire = (relations.variants ?? []).map((v) => wireVariant(v, product.title));
  return {
    ...base,
    description: product.description,
    variants: variantsWire,
    variants_detail: variantsWire,
    gallery: relations.images.map(wireGalleryItem),
    special_attrs: product.specialAttrs ?? null,
    size_chart_id: product.sizeChartId,
    combination: await loadCombination(db, product.id),
    collections: productCollectionsRows,
  };
}

/** The first active "shop the look" group holding the product, with a brief of each member. */
async function loadCombination(db: Db, productId: number): Promise<WireProductDetail['combination']> {
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
        price: toWireMoney(product.priceMin),
        image: wireImage(images.find((img) => img.productId === product.id)),
      },
    })),
  };
}

/** Predictive search: products whose words start with the text, and collections by title prefix. */
export async function suggest(db: Db, text: string, tsQuery: string | undefined, limit: number) {
  const out: SuggestResponse = { products: [], collections: [] };
  if (tsQuery === undefined) return out;
  const filters: ProductFilters = { tsQuery };
  const found = await db
    .select({ id: products.id, title: products.title, slug: products.slug, priceMin: products.priceMin })
    .from(products)
    .where(whereSql(filterConditions(filters)))
    .orderBy(orderBy('search_default_sort', filters))
    .limit(limit);
  const ids = found.map((p) => p.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
  out.products = found.map((p) => ({
    ID: p.id,
    title: p.title,
    slug: p.slug,
    path: productPath(p.slug),
    price: toWireMoney(p.priceMin),
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
