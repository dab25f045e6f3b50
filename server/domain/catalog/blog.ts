/**
 * Blog: recent, collections, posts of a collection, recommendations and preferred posts.
 * Answers are `{ success: true, data, meta? }`; failures become `{ success: false, failMessage }`
 * in the route.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PageMeta } from '../../../api/common';
import type { WireBlogCollection, WireBlogPost } from '../../../api/content';
import type { Db } from '../../db/client';
import {
  type blogCollections as BlogCollectionsTable,
  blogCollections,
  blogPostCollections,
  blogPosts,
} from '../../db/schema';
import { wireImage } from '../../wire/catalog';
import { notFound } from '../errors';

type PostRow = typeof blogPosts.$inferSelect;
type CollectionRow = typeof BlogCollectionsTable.$inferSelect;

const wirePost = (p: PostRow): WireBlogPost => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  author: p.author,
  image: wireImage(p.image),
  tags: p.tags,
  path: `/blogs/${p.slug}`,
  published_at: p.publishedAt.toISOString(),
});

const meta = (total: number, page: number, pageSize: number): PageMeta => ({
  total,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / pageSize)),
  page_size: pageSize,
});

async function findPost(db: Db, id: number | string): Promise<PostRow> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(typeof id === 'number' ? eq(blogPosts.id, id) : eq(blogPosts.slug, id));
  if (!post) throw notFound('Blog post not found');
  return post;
}

async function findCollection(db: Db, id: number | string): Promise<CollectionRow> {
  const [collection] = await db
    .select()
    .from(blogCollections)
    .where(typeof id === 'number' ? eq(blogCollections.id, id) : eq(blogCollections.handle, id));
  if (!collection) throw notFound('Blog collection not found');
  return collection;
}

/** Most recent posts other than the one being read. */
export async function recentPosts(db: Db, id: number | string, page: number, pageSize: number) {
  const post = await findPost(db, id);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(ne(blogPosts.id, post.id));
  const rows = await db
    .select()
    .from(blogPosts)
    .where(ne(blogPosts.id, post.id))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { data: rows.map(wirePost), meta: meta(Number(count?.n ?? 0), page, pageSize) };
}

export async function listBlogCollections(db: Db, page: number, pageSize: number) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(blogCollections);
  const rows = await db
    .select({
      c: blogCollections,
      n: sql<number>`(select count(*)::int from blog_post_collections bpc where bpc.collection_id = blog_collections.id)`,
    })
    .from(blogCollections)
    .orderBy(asc(blogCollections.position), asc(blogCollections.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const data: WireBlogCollection[] = rows.map(({ c, n }) => ({
    id: c.id,
    handle: c.handle,
    title: c.title,
    description: c.description,
    image: wireImage(c.image),
    posts_count: Number(n),
  }));
  return { data, meta: meta(Number(count?.n ?? 0), page, pageSize) };
}

export async function collectionPosts(db: Db, id: number | string, page: number, pageSize: number) {
  const collection = await findCollection(db, id);
  const inCollection = sql`${blogPosts.id} in (select post_id from blog_post_collections where collection_id = ${collection.id})`;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(inCollection);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(inCollection)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { data: rows.map(wirePost), meta: meta(Number(count?.n ?? 0), page, pageSize) };
}

/** Posts sharing a collection with the given one, newest first, then any other recent posts. */
export async function recommendedPosts(db: Db, id: number | string, limit = 4) {
  const post = await findPost(db, id);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(ne(blogPosts.id, post.id))
    .orderBy(
      sql`exists (select 1 from blog_post_collections a join blog_post_collections b on a.collection_id = b.collection_id
        where a.post_id = ${blogPosts.id} and b.post_id = ${post.id}) desc`,
      desc(blogPosts.publishedAt),
      desc(blogPosts.id),
    )
    .limit(limit);
  return { data: rows.map(wirePost) };
}

export async function preferredPosts(db: Db, limit = 6) {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.preferred, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return { data: rows.map(wirePost) };
}

export async function postDetail(db: Db, slug: string) {
  const post = await findPost(db, slug);
  const cols = await db
    .select({ id: blogCollections.id, handle: blogCollections.handle, title: blogCollections.title })
    .from(blogPostCollections)
    .innerJoin(blogCollections, eq(blogCollections.id, blogPostCollections.collectionId))
    .where(and(inArray(blogPostCollections.postId, [post.id])))
    .orderBy(asc(blogCollections.position));
  return { data: { ...wirePost(post), content: post.content, collections: cols } };
}
