/**
 * Collections and categories with their product counts (active products only).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryListResponse, CollectionListResponse, WireCollection } from '../../../api/catalog';
import type { Db } from '../../db/client';
import { type Collection, categories, collections } from '../../db/schema';
import { wireImage } from '../../wire/catalog';
import { notFound } from '../errors';

// Select-list SQL is rendered with unqualified column names by drizzle, so the outer table is
// named literally here.
const productsCount = sql<number>`(select count(*)::int from product_collections pc join products p on p.id = pc.product_id
  where pc.collection_id = collections.id and p.status = 'active')`;

function wireCollection(c: Collection, count: number): WireCollection {
  return {
    id: c.id,
    handle: c.handle,
    title: c.title,
    description: c.description,
    image: wireImage(c.image),
    path: `/collections/${c.handle}`,
    sort_order: c.sortOrder,
    products_count: Number(count),
  };
}

/**
 * A published collection as its wire form in one json value (null when it is not published), for
 * a statement that reads it along with other things (`collectionFromJson` reads it back).
 */
export const collectionJson = (id: number) => sql`(select json_build_object('id', c.id,
  'handle', c.handle, 'title', c.title, 'description', c.description, 'image', c.image,
  'sort_order', c.sort_order, 'products_count', (select count(*)::int from product_collections pc
    join products p on p.id = pc.product_id where pc.collection_id = c.id and p.status = 'active'))
  from collections c where c.id = ${id} and c.published)`;

/** `collectionJson`'s value as the wire collection; undefined for none. */
export function collectionFromJson(value: unknown): WireCollection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const c = value as Pick<Collection, 'id' | 'handle' | 'title' | 'description' | 'image'> & {
    sort_order: string;
    products_count: number;
  };
  return wireCollection(
    {
      id: c.id,
      handle: c.handle,
      title: c.title,
      description: c.description,
      image: c.image,
      sortOrder: c.sort_order,
    } as Collection,
    c.products_count,
  );
}

export async function listCollections(
  db: Db,
  page: number,
  pageSize: number,
): Promise<CollectionListResponse> {
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(collections)
    .where(eq(collections.published, true));
  const total = Number(countRow?.n ?? 0);
  const rows = await db
    .select({ collection: collections, count: productsCount })
    .from(collections)
    .where(eq(collections.published, true))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((r) => wireCollection(r.collection, r.count)),
    meta: {
      total,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / pageSize)),
      page_size: pageSize,
    },
  };
}

export async function getCollection(db: Db, handle: string): Promise<WireCollection> {
  const [row] = await db
    .select({ collection: collections, count: productsCount })
    .from(collections)
    .where(and(eq(collections.handle, handle), eq(collections.published, true)))
    .limit(1);
  if (!row) throw notFound(`Collection "${handle}" not found`);
  return wireCollection(row.collection, row.count);
}

export async function listCategories(db: Db): Promise<CategoryListResponse> {
  const rows = await db
    .select({
      category: categories,
      count: sql<number>`(select count(*)::int from product_categories pc join products p on p.id = pc.product_id
        where pc.category_id = categories.id and p.status = 'active')`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return {
    data: rows.map(({ category, count }) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      parent_id: category.parentId,
      products_count: Number(count),
    })),
  };
}
