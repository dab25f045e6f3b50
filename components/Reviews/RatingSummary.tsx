import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { StarRating } from '../StarRating/StarRating';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Reviews.css';

export type RatingDistribution = Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;

export interface RatingSummaryProps {
  /** Average of the published reviews, 0–5. */
  average: number;
  /** How many published reviews give each rating. */
  distribution: RatingDistribution;
  /** Where a rating's row leads (the list filtered to it); without it the rows are plain text. */
  ratingHref?: (rating: 1 | 2 | 3 | 4 | 5) => string;
  /** The rating the list is filtered to, marked `aria-current`. */
  activeRating?: number;
}

const ratings = [5, 4, 3, 2, 1] as const;

/**
 * The average in stars and figures beside how the reviews spread over 5 to 1 stars; each row
 * can filter the list to its rating.
 */
export const RatingSummary = ({ average, distribution, ratingHref, activeRating }: RatingSummaryProps) => {
  const intl = useIntl();
  const total = ratings.reduce((sum, rating) => sum + distribution[rating], 0);
  return (
    <div className={styles.summary}>
      <div>
        <div className={styles.average}>
          {intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </div>
        <StarRating rating={average} reviewCount={total} />
      </div>
      <ul className={styles.distribution}>
        {ratings.map((rating) => {
          const count = distribution[rating];
          const content = (
            <>
              <span>
                <FormattedMessage id="reviews.stars" values={{ rating }} />
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span
                  className={styles.barFill}
                  style={{ display: 'block', inlineSize: `${total === 0 ? 0 : (count / total) * 100}%` }}
                />
              </span>
              <span className={styles.count}>
                <span aria-hidden="true">{intl.formatNumber(count)}</span>
                <VisuallyHidden>
                  <FormattedMessage id="starRating.reviewCount" values={{ count }} />
                </VisuallyHidden>
              </span>
            </>
          );
          return (
            <li key={rating}>
              {ratingHref && count > 0 ? (
                <a
                  className={styles.distributionRow}
                  href={ratingHref(rating)}
                  aria-current={activeRating === rating ? 'true' : undefined}
                >
                  {content}
                </a>
              ) : (
                <span className={styles.distributionRow}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
