import type { SectionLoadArgs } from '../../layout/types';
import { listedCollections, listedPosts } from './cards';
import type { MainBlogData } from './model';
import { imageOf } from './model';
import type { schema } from './schema';

export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<MainBlogData> => {
  const { page } = context;
  if (page.kind === 'blog')
    return {
      kind: 'home',
      collections: listedCollections(page.collections),
      preferred: listedPosts(page.preferred),
    };
  if (page.kind === 'blogCollection') {
    const collection = page.collections.success
      ? page.collections.data.find((c) => c.handle === page.handle)
      : undefined;
    return {
      kind: 'collection',
      title: collection?.title ?? page.handle,
      description: collection?.description ?? '',
      posts: listedPosts(page.posts, page.handle),
      page: page.page,
      pageCount: page.posts.success ? (page.posts.meta?.last_page ?? 1) : 1,
      path: `/blogs/${page.handle}`,
    };
  }
  if (page.kind === 'article') {
    const { post } = page;
    return {
      kind: 'article',
      title: post.title,
      author: post.author,
      publishedAt: post.published_at,
      contentHtml: post.content,
      image: imageOf(post.image),
      tags: post.tags,
      collections: post.collections.map((c) => ({ title: c.title, href: `/blogs/${c.handle}` })),
      recent: listedPosts(page.recent),
      recommended: listedPosts(page.recommended),
    };
  }
  throw new Error(`main-blog cannot show a ${page.kind} page`);
};
