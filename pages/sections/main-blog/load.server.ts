import type { SectionLoadArgs } from '../../layout/types';
import { listedCollections, listedPosts } from './cards';
import type { MainBlogData } from './model';
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
  throw new Error(`main-blog cannot show a ${page.kind} page`);
};
