/**
 * Catalogue-side store endpoints other than products (settings, menus, blog).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { handleParam } from '../../api/common';
import {
  blogIdParams,
  blogPagingQuery,
  buttonsQuery,
  clickButtonRequest,
  commentsQuery,
  diversionQuery,
  handleParams,
  productDiscountQuery,
  productIdParams,
  submitReviewFields,
} from '../../api/content';
import { reviewSchema } from '../../lib/validation/index.ts';
import {
  collectionPosts,
  listBlogCollections,
  postDetail,
  preferredPosts,
  recentPosts,
  recommendedPosts,
} from '../domain/catalog/blog';
import { productButtons, recordButtonClick } from '../domain/catalog/buttons';
import { listCategories } from '../domain/catalog/collections';
import {
  discountSettings,
  diversionRelationships,
  exchanges,
  listComments,
  listMenus,
  listPolicies,
  productDiscounts,
  productSizeChart,
  publicSettings,
  shopperLocation,
} from '../domain/catalog/content';
import { submitReview } from '../domain/reviews/submit';
import { catalogueCache } from '../http/cache';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { invalidateReads } from '../http/readCache';
import { parseOr422, validJson, validParams, validQuery } from '../http/validate';

/** Blog answers on success: `{ success: true, data, meta? }`. */
async function blog(c: Context<AppEnv>, run: () => Promise<object>) {
  return c.json({ success: true, ...(await run()) });
}

/**
 * Blog calls answer `{ success: false, failMessage }` on failure — bad input and missing
 * posts alike. The HTTP status and the usual `message`/`errors` are kept for generic handling.
 */
const blogFailures: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.ok) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => ({}))) as { message?: string };
  const message = body.message ?? 'Request failed';
  c.res = new Response(JSON.stringify({ success: false, failMessage: message, ...body, message }), {
    status: c.res.status,
    headers: c.res.headers,
  });
};

const slugParams = z.object({ slug: handleParam });

export function createContentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/categories', catalogueCache, async (c) => c.json(await listCategories(c.get('ctx').db)));

  app.get('/comments', catalogueCache, validQuery(commentsQuery), async (c) =>
    c.json(await listComments(c.get('ctx').db, c.req.valid('query'))),
  );

  // A shopper's review, with up to 5 photos (multipart/form-data; the edge allows this path 40 MB).
  app.post('/comments', async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ApiError(400, 'The review must be sent as multipart/form-data');
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const files = form.getAll('photos').filter((value): value is File => typeof value !== 'string');
    // Empty file inputs arrive as a nameless, empty part: not a photo.
    const photos = files.filter((file) => file.size > 0 || file.name !== '');
    const ids = parseOr422(submitReviewFields, { product_id: text('product_id'), title: text('title') });
    const review = parseOr422(reviewSchema, {
      name: text('name'),
      email: text('email'),
      rating: text('rating'),
      body: text('body'),
      photos,
    });
    const saved = await submitReview(c.get('ctx').db, c.get('ctx').files, {
      ...review,
      productId: ids.product_id,
      title: ids.title,
      photos: await Promise.all(photos.map(async (file) => new Uint8Array(await file.arrayBuffer()))),
    });
    if (saved.status === 'published') invalidateReads(c.get('ctx').db);
    return c.json({ data: saved }, 201);
  });

  app.get('/size-chart/products/:productId/chart', catalogueCache, validParams(productIdParams), async (c) =>
    c.json(await productSizeChart(c.get('ctx').db, c.req.valid('param').productId)),
  );

  app.get('/discount/product_discount', validQuery(productDiscountQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await productDiscounts(c.get('ctx').db, q.product_id, q.variant_id));
  });

  const settings = async (c: Context<AppEnv>) => c.json(await discountSettings(c.get('ctx').db));
  app.get('/discount/settings', catalogueCache, settings);
  app.get('/discount/style_config', catalogueCache, settings);

  app.get('/buttons', validQuery(buttonsQuery), async (c) =>
    c.json(await productButtons(c.get('ctx').db, c.req.valid('query').product_id)),
  );
  app.post('/click_button', validJson(clickButtonRequest), async (c) => {
    const { product_id, button_id } = c.req.valid('json');
    await recordButtonClick(c.get('ctx').db, product_id, button_id);
    return c.body(null, 204);
  });

  app.get('/product_diversion_test/relationships', validQuery(diversionQuery), async (c) =>
    c.json(await diversionRelationships(c.get('ctx').db, c.req.valid('query').product_ids)),
  );

  app.get('/settings', catalogueCache, async (c) => c.json(await publicSettings(c.get('ctx').db)));

  app.get('/exchanges', catalogueCache, async (c) => {
    const ctx = c.get('ctx');
    return c.json(await exchanges(ctx.db, ctx.storeLocation.currency));
  });

  app.get('/ip', async (c) => {
    const ctx = c.get('ctx');
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await shopperLocation(
        ctx.db,
        c.req.header('accept-language'),
        ctx.storeLocation,
        c.req.header('x-lang'),
      ),
    );
  });

  app.get('/menus', catalogueCache, async (c) => c.json({ data: await listMenus(c.get('ctx').db) }));
  app.get('/menus/:handle', catalogueCache, validParams(handleParams), async (c) => {
    const { handle } = c.req.valid('param');
    const [menu] = await listMenus(c.get('ctx').db, handle);
    if (!menu) throw new ApiError(404, `Menu "${handle}" not found`);
    return c.json({ data: menu });
  });

  app.get('/policies', catalogueCache, async (c) => c.json({ data: await listPolicies(c.get('ctx').db) }));
  app.get('/policies/:handle', catalogueCache, validParams(handleParams), async (c) => {
    const { handle } = c.req.valid('param');
    const [policy] = await listPolicies(c.get('ctx').db, handle);
    if (!policy) throw new ApiError(404, `Policy "${handle}" not found`);
    return c.json({ data: policy });
  });

  for (const path of ['/blog/*', '/blog_homepage/*', '/blog_collections/*', '/blogs/*'])
    app.use(path, blogFailures);
  app.get('/blog/:id/recent_blogs', validParams(blogIdParams), validQuery(blogPagingQuery), (c) => {
    const q = c.req.valid('query');
    return blog(c, () => recentPosts(c.get('ctx').db, c.req.valid('param').id, q.page, q.page_size));
  });
  app.get('/blog/:id/recommend_blogs', validParams(blogIdParams), (c) =>
    blog(c, () => recommendedPosts(c.get('ctx').db, c.req.valid('param').id)),
  );
  app.get('/blog_homepage/blog_collections', validQuery(blogPagingQuery), (c) => {
    const q = c.req.valid('query');
    return blog(c, () => listBlogCollections(c.get('ctx').db, q.page, q.page_size));
  });
  app.get('/blog_homepage/preferred_blogs', (c) => blog(c, () => preferredPosts(c.get('ctx').db)));
  app.get('/blog_collections/:id/blogs', validParams(blogIdParams), validQuery(blogPagingQuery), (c) => {
    const q = c.req.valid('query');
    return blog(c, () => collectionPosts(c.get('ctx').db, c.req.valid('param').id, q.page, q.page_size));
  });
  app.get('/blogs/:slug', validParams(slugParams), (c) =>
    blog(c, () => postDetail(c.get('ctx').db, c.req.valid('param').slug)),
  );

  return app;
}
