import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from 'react-router';
import { StoreApiError } from '../../api/client';
import { TemplatePage } from '../layout/TemplatePage';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { checkReviewForm, chosenPhotos } from '../sections/main-reviews/checkReview';
import type { ReviewActionResult } from '../sections/main-reviews/model';

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const product = (await orNotFound(ctx.store.products.get(args.params.slug ?? ''), 'product')).data;
  const origin = requestOrigin(args.request);
  return templatePage(args, ctx, {
    template: 'reviews',
    page: {
      kind: 'reviews',
      product: {
        id: product.ID,
        title: product.title,
        path: product.path,
        image: product.feature_image?.url ?? null,
      },
      open: product.review_status === 'open',
    },
    cache: CATALOGUE_CACHE,
    seo: {
      title: `Reviews of ${product.title}`,
      description: `What customers say about ${product.title}.`,
      // Filters and pages of the list share one canonical page.
      canonical: `${origin}${product.path}/reviews`,
    },
  });
}

/** The store's refusal as a message id the form shows. */
function refusal(error: unknown): ReviewActionResult & { ok: false } {
  if (error instanceof StoreApiError) {
    if (error.status === 409) return { ok: false, values: {}, errors: {}, message: 'reviews.closed' };
    const photo = Object.keys(error.errors).some((field) => field.startsWith('photos'));
    if (error.status === 422 && photo) {
      const tooLarge = /8 MB/.test(error.message);
      return {
        ok: false,
        values: {},
        errors: { photos: tooLarge ? 'validation.photo.tooLarge8mb' : 'validation.photo.type' },
      };
    }
    if (error.status === 413)
      return { ok: false, values: {}, errors: { photos: 'validation.photo.tooLarge8mb' } };
  }
  return { ok: false, values: {}, errors: {}, message: 'reviews.sendFailed' };
}

/**
 * The write-a-review form. Without JavaScript it posts here as a plain multipart form: the answer
 * is the page again with what to fix, or a redirect to the page saying the review was received.
 * The page's script sends `_js` and gets the outcome as data instead.
 */
export async function action(args: ActionFunctionArgs) {
  const ctx = await pageContext(args);
  const product = (await orNotFound(ctx.store.products.get(args.params.slug ?? ''), 'product')).data;
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data<ReviewActionResult>(
      { ok: false, values: {}, errors: {}, message: 'reviews.sendFailed' },
      400,
    );
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = {
    name: text('name'),
    email: text('email'),
    rating: text('rating'),
    title: text('title'),
    body: text('body'),
  };
  const problems = checkReviewForm(form);
  if (problems) return data<ReviewActionResult>({ ok: false, values, errors: problems }, 422);
  const upload = new FormData();
  for (const [key, value] of Object.entries(values)) upload.set(key, value);
  upload.set('product_id', String(product.ID));
  for (const photo of chosenPhotos(form)) upload.append('photos', photo);
  try {
    const { data: saved } = await ctx.store.comments.create(upload);
    if (form.get('_js') === '1') return data<ReviewActionResult>({ ok: true, status: saved.status });
    return redirect(`${product.path}/reviews?sent=${saved.status}#write-review`, 303);
  } catch (error) {
    const refused = refusal(error);
    return data<ReviewActionResult>({ ...refused, values }, error instanceof StoreApiError ? 422 : 503);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
