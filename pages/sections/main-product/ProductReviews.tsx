import { Heading, Stack, StarRating, Text } from '../../../components';
import { FormattedMessage } from '../../../lib/i18n/intl';
import { SectionShell } from '../shared';
import * as styles from './mainProduct.css';
import type { Review } from './model';

export interface ProductReviewsProps {
  rating: number;
  total: number;
  reviews: readonly Review[];
  /** The product's reviews page: the whole list and the form. */
  reviewsPath: string;
}

/** The anchor the rating summary under the title links to. */
export const REVIEWS_ANCHOR = 'reviews';

/** The average, the count and the latest few reviews (shown when review_status is open). */
export const ProductReviews = ({ rating, total, reviews, reviewsPath }: ProductReviewsProps) => (
  <SectionShell labelledBy={REVIEWS_ANCHOR} paddingY="large">
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="2" id={REVIEWS_ANCHOR}>
          <FormattedMessage id="product.reviews.heading" />
        </Heading>
        {total > 0 ? <StarRating rating={rating} reviewCount={total} /> : null}
        {reviews.length < total ? (
          <Text size="small" tone="secondary">
            <FormattedMessage id="product.reviews.showing" values={{ shown: reviews.length, total }} />
          </Text>
        ) : null}
        {total === 0 ? (
          <Text tone="secondary">
            <FormattedMessage id="product.reviews.empty" />
          </Text>
        ) : null}
        <Text size="small">
          {/* The reviews page lists them all and holds the form. */}
          <a href={total > reviews.length ? reviewsPath : `${reviewsPath}#write-review`}>
            <FormattedMessage
              id={total > reviews.length ? 'product.reviews.seeAll' : 'product.reviews.write'}
            />
          </a>
        </Text>
      </Stack>
      {reviews.length > 0 ? (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <StarRating rating={review.rating} size="small" />
              <Heading level="4" as="h3">
                {review.title}
              </Heading>
              <Text>{review.body}</Text>
              <Text size="small" tone="secondary">
                <FormattedMessage
                  id="product.reviews.byline"
                  values={{
                    author: review.author,
                    date: <time dateTime={review.createdAt}>{review.dateText}</time>,
                  }}
                />
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  </SectionShell>
);
