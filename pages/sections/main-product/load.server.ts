import type { SectionLoadArgs } from '../../layout/types';
import type { MainProductData } from './model';
import type { schema } from './schema';

export const load = async ({
  settings,
  context,
}: SectionLoadArgs<typeof schema>): Promise<MainProductData> => {
  const { page, store } = context;
  if (page.kind !== 'product') return { reviews: [], reviewTotal: 0, sizeChart: null };
  const { product } = page;
  const wantReviews =
    product.review_status === 'open' && product.review_count > 0 && settings.reviewsToShow > 0;
  const [comments, chart] = await Promise.all([
    wantReviews
      ? store.comments
          .list({ product_id: product.ID, page: 1, page_size: settings.reviewsToShow })
          .catch(() => null)
      : null,
    product.size_chart_id !== null ? store.sizeChart.forProduct(product.ID).catch(() => null) : null,
  ]);
  return {
    reviews: comments?.data ?? [],
    reviewTotal: comments?.total ?? 0,
    sizeChart: chart?.data ?? null,
  };
};
