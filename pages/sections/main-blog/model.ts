import type { WireImage } from '../../../api/common';

/** A post as a card: its link goes to the post page. */
export interface BlogPostCard {
  title: string;
  excerpt: string;
  author: string;
  href: string;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
  /** ISO date. */
  publishedAt: string;
}

export interface BlogCollectionCard {
  handle: string;
  title: string;
  description: string;
  href: string;
  postsCount: number;
}

/** A list the store could not give: its `failMessage`, shown instead of the list. */
export type Listed<T> = { ok: true; items: T[] } | { ok: false; failMessage: string };

/** A post page: the post, then recommended and recent posts. */
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

export type MainBlogData =
  | ({ kind: 'article' } & MainArticleData)
  | { kind: 'home'; collections: Listed<BlogCollectionCard>; preferred: Listed<BlogPostCard> }
  | {
      kind: 'collection';
      title: string;
      description: string;
      posts: Listed<BlogPostCard>;
      page: number;
      pageCount: number;
      /** `/blogs/{handle}` — pages add `?page=`. */
      path: string;
    };

export const imageOf = (image: WireImage | null): BlogPostCard['image'] =>
  image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null;
