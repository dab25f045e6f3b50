import type { LoaderFunctionArgs } from 'react-router';
import { notFound, type PageContext, templatePage } from '../../loaders/page.server';
import { requestOrigin } from '../../loaders/request';
import { CATALOGUE_CACHE, plainText, STORE_NAME } from '../../loaders/seo';

/** Recent posts shown under a post. */
const RECENT_POSTS = 4;

/**
 * `/blogs/:collection/:slug` (routes/blog.tsx): a post with recommended and recent posts (either list may be a
 * store failure, shown as its `failMessage`), and Article JSON-LD. The canonical URL names the
 * post's first collection.
 */
export async function articlePage(
  args: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  ctx: PageContext,
  collectionParam: string,
  slug: string,
) {
  const answer = await ctx.store.blog.post(slug);
  if (!answer.success) notFound();
  const post = answer.data;
  const [recent, recommended] = await Promise.all([
    ctx.store.blog.recent(post.id, { page: 1, page_size: RECENT_POSTS }),
    ctx.store.blog.recommend(post.id),
  ]);
  const origin = requestOrigin(args.request);
  const collection = post.collections[0]?.handle ?? collectionParam;
  const canonical = `${origin}/blogs/${collection}/${post.slug}`;
  const image = post.image ? new URL(post.image.url, origin).href : undefined;
  return templatePage(args, ctx, {
    template: 'article',
    page: { kind: 'article', collection, post, recent, recommended },
    cache: CATALOGUE_CACHE,
    seo: {
      title: post.title,
      description: post.excerpt || plainText(post.content),
      canonical,
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          author: post.author ? { '@type': 'Person', name: post.author } : undefined,
          datePublished: post.published_at,
          image: image ? [image] : undefined,
          mainEntityOfPage: canonical,
          publisher: { '@type': 'Organization', name: STORE_NAME },
          keywords: post.tags.length ? post.tags.join(', ') : undefined,
        },
      ],
    },
  });
}
