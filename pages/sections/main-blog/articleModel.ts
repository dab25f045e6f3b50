import type { BlogPostCard, Listed } from './model';

export interface MainArticleData {
  title: string;
  author: string;
  publishedAt: string;
  /** HTML, sanitised when rendered. */
  contentHtml: string;
  image: BlogPostCard['image'];
  tags: string[];
  collections: { title: string; href: string }[];
  recent: Listed<BlogPostCard>;
  recommended: Listed<BlogPostCard>;
}
