import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { notFound, pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { articlePage } from '../sections/main-blog/articlePage.server';

/** Posts per page of a blog collection. */
export const BLOG_PAGE_SIZE = 12;
/** Collections listed on the blog home. */
const BLOG_COLLECTIONS_LIMIT = 50;

const pageParam = (url: URL) => {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
};

/**
 * One route for the blog, `/blogs/*`: `/blogs`, the blog home; `/blogs/:collection?page=`: a collection's posts. A store failure of a
 * list shows its `failMessage` in place of the list. `/blogs/{slug}` (the store's post path) goes
 * on to the post under its first collection; an unknown name is a 404. `/blogs/:collection/:slug` is a post
 * (sections/main-blog/articlePage.server.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const origin = requestOrigin(args.request);
  const [handle, slug, ...rest] = (args.params['*'] ?? '').split('/').filter(Boolean);
  if (rest.length > 0) notFound();
  if (handle && slug) return articlePage(args, ctx, handle, slug);
  const collections = await ctx.store.blog.collections({ page: 1, page_size: BLOG_COLLECTIONS_LIMIT });
  if (!handle) {
    const preferred = await ctx.store.blog.preferred();
    return templatePage(args, ctx, {
      template: 'blog',
      page: { kind: 'blog', collections, preferred },
      cache: CATALOGUE_CACHE,
      seo: { title: 'Blog', description: 'Stories, guides and notes.', canonical: `${origin}/blogs` },
    });
  }
  const page = pageParam(new URL(args.request.url));
  if (page === null) notFound();
  const posts = await ctx.store.blog.collectionPosts(handle, { page, page_size: BLOG_PAGE_SIZE });
  if (!posts.success) {
    const post = await ctx.store.blog.post(handle);
    if (post.success) {
      const first = post.data.collections[0];
      if (first) throw redirect(`/blogs/${first.handle}/${post.data.slug}`, 301);
    }
    // The collections listing answered: an unknown handle is a missing page, not a store failure.
    if (collections.success) notFound();
  }
  const collection = collections.success ? collections.data.find((c) => c.handle === handle) : undefined;
  if (posts.success && page > (posts.meta?.last_page ?? 1)) notFound();
  return templatePage(args, ctx, {
    template: 'blog',
    page: { kind: 'blogCollection', handle, page, posts, collections },
    cache: CATALOGUE_CACHE,
    seo: {
      title: page > 1 ? `${collection?.title ?? handle} – page ${page}` : (collection?.title ?? handle),
      description: collection?.description || `Posts in ${collection?.title ?? handle}`,
      canonical: `${origin}/blogs/${handle}${page > 1 ? `?page=${page}` : ''}`,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
