import { FormattedDate, FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { Heading } from '../Heading/Heading';
import { StarRating } from '../StarRating/StarRating';
import { Text } from '../Text/Text';
import * as styles from './Reviews.css';

export interface ReviewPhoto {
  url: string;
  thumbnail: string;
  alt: string;
}

export interface ReviewView {
  id: number;
  author: string;
  rating: number;
  /** May be empty. */
  title: string;
  body: string;
  photos: readonly ReviewPhoto[];
  /** ISO date-time the review was written. */
  createdAt: string;
}

export interface ReviewListProps {
  reviews: readonly ReviewView[];
  /**
   * Heading level of each review's title.
   * @default '3'
   */
  titleLevel?: '3' | '4';
}

/** Published reviews: stars, title, text, the reviewer's photos (each opens full size) and byline. */
export const ReviewList = ({ reviews, titleLevel = '3' }: ReviewListProps) => {
  const intl = useIntl();
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.item}>
          <StarRating rating={review.rating} size="small" />
          {review.title ? (
            <Heading level="4" as={`h${titleLevel}`}>
              {review.title}
            </Heading>
          ) : null}
          <Text>
            <span className={styles.body}>{review.body}</span>
          </Text>
          {review.photos.length > 0 ? (
            <ul className={styles.photos}>
              {review.photos.map((photo, index) => (
                <li key={photo.url}>
                  <a
                    className={styles.photoLink}
                    href={photo.url}
                    target="_blank"
                    rel="noopener"
                    aria-label={intl.formatMessage(
                      { id: 'reviews.photo' },
                      { index: index + 1, count: review.photos.length, author: review.author },
                    )}
                  >
                    <img
                      src={photo.thumbnail}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Text size="small" tone="secondary">
            <FormattedMessage
              id="product.reviews.byline"
              values={{
                author: review.author,
                date: <FormattedDate value={review.createdAt} dateStyle="medium" />,
              }}
            />
          </Text>
        </li>
      ))}
    </ul>
  );
};
