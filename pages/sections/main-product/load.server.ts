import { toIntlLocale } from '../../../lib/i18n/locales';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import type { MainProductData } from './model';
import type { schema } from './schema';

export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<MainProductData> => {
  const { page, store } = context;
  if (page.kind !== 'product') return { reviews: [], reviewTotal: 0, sizeChart: null };
  const { product } = page;
  const wantReviews = product.rating !== undefined && settings.reviewsToShow > 0;
  const [comments, chart] = await Promise.all([
    wantReviews
      ? store.comments
          .list({ product_id: product.id, page: 1, page_size: settings.reviewsToShow })
          .catch(() => null)
      : null,
    product.sizeChartId !== null ? store.sizeChart.forProduct(product.id).catch(() => null) : null,
  ]);
  // In UTC, as the blog's dates: the same day for every shopper, whatever the server's zone.
  const dates = new Intl.DateTimeFormat(toIntlLocale(requestLocale(context.request).locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return {
    reviews: (comments?.data ?? []).map((comment) => ({
      id: comment.id,
      rating: comment.rating,
      title: comment.title,
      body: comment.body,
      author: comment.author,
      createdAt: comment.created_at,
      dateText: dates.format(new Date(comment.created_at)),
    })),
    reviewTotal: comments?.total ?? 0,
    sizeChart: chart?.data ?? null,
  };
};
