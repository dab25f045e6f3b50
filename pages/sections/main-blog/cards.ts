import type { BlogCollectionsResponse, BlogPostsResponse, WireBlogPost } from '../../../api/content';
import { type BlogCollectionCard, type BlogPostCard, imageOf, type Listed } from './model';

/**
 * A post card; its link is `/blogs/{collection}/{slug}` when the collection is known, else the
 * store's `/blogs/{slug}`, which the blog route sends on to the post's first collection.
 */
export const postCard = (post: WireBlogPost, collection?: string): BlogPostCard => ({
  title: post.title,
  excerpt: post.excerpt,
  author: post.author,
  href: collection ? `/blogs/${collection}/${post.slug}` : post.path,
  image: imageOf(post.image),
  publishedAt: post.published_at,
});

export const listedPosts = (answer: BlogPostsResponse, collection?: string): Listed<BlogPostCard> =>
  answer.success
    ? { ok: true, items: answer.data.map((post) => postCard(post, collection)) }
    : { ok: false, failMessage: answer.failMessage };

export const listedCollections = (answer: BlogCollectionsResponse): Listed<BlogCollectionCard> =>
  answer.success
    ? {
        ok: true,
        items: answer.data.map((c) => ({
          handle: c.handle,
          title: c.title,
          description: c.description,
          href: `/blogs/${c.handle}`,
          postsCount: c.posts_count,
        })),
      }
    : { ok: false, failMessage: answer.failMessage };
