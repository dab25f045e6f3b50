import type { SectionLoadArgs } from '../../layout/types';
import { listedPosts } from '../main-blog/cards';
import { imageOf } from '../main-blog/model';
import type { MainArticleData } from './model';
import type { schema } from './schema';

export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<MainArticleData> => {
  const { page } = context;
  if (page.kind !== 'article') throw new Error(`main-article cannot show a ${page.kind} page`);
  const { post } = page;
  return {
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
};
