import type { SectionLoadArgs } from '../../layout/types';
import type { ReviewsPageModel } from './model';
import { REVIEWS_PAGE_SIZE, reviewsQuery } from './query';
import type { schema } from './schema';

/** One page of the product's published reviews, filtered by the page URL, as the section's model. */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<ReviewsPageModel | null> => {
  const { page, store, url } = context;
  if (page.kind !== 'reviews') return null;
  const query = reviewsQuery(url.searchParams);
  const comments = await store.comments.list({
    product_id: page.product.id,
    page: query.page,
    page_size: REVIEWS_PAGE_SIZE,
    ...(query.rating ? { rating: query.rating } : {}),
    ...(query.withPhotos ? { has_photos: '1' as const } : {}),
  });
  return {
    product: page.product,
    open: page.open,
    average: comments.average_rating,
    distribution: {
      1: comments.distribution['1'],
      2: comments.distribution['2'],
      3: comments.distribution['3'],
      4: comments.distribution['4'],
      5: comments.distribution['5'],
    },
    reviews: comments.data.map((review) => ({
      id: review.id,
      author: review.author,
      rating: review.rating,
      title: review.title,
      body: review.body,
      photos: review.photos.map((photo) => ({ url: photo.url, thumbnail: photo.thumbnail, alt: photo.alt })),
      createdAt: review.created_at,
    })),
    total: comments.total,
    page: comments.page,
    pageSize: comments.pageSize,
    filter: { rating: query.rating, withPhotos: query.withPhotos },
  };
};
