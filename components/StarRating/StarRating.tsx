import { useIntl } from '../../lib/i18n/intl';
import { inlineVars } from '../../tokens/inlineVars';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StarRating.css';

/** Ratings are out of 5 stars. */
export const STAR_RATING_MAX = 5;

export const starRatingSizes = ['small', 'standard', 'large'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

/** Clamps to 0–5 and rounds to the nearest half star (4.3 → 4.5, 4.2 → 4). */
export const roundToHalfStar = (rating: number): number =>
  Number.isFinite(rating) ? Math.min(STAR_RATING_MAX, Math.max(0, Math.round(rating * 2) / 2)) : 0;

export interface StarRatingProps {
  /** Average rating, 0–5; drawn to the nearest half star. */
  rating: number;
  /** Number of reviews, shown after the stars; omitted when undefined. */
  reviewCount?: number;
  /**
   * @default 'standard'
   */
  size?: StarRatingSize;
}

/** Five stars filled to the rating (half stars), read out as "Rated 4.5 out of 5", with an optional review count. */
export const StarRating = ({ rating, reviewCount, size = 'standard' }: StarRatingProps) => {
  const intl = useIntl();
  const shown = roundToHalfStar(rating);
  return (
    <span className={`${styles.root} ${styles.size[size]}`}>
      {/* One box, the stars a mask over it (StarRating.css.ts): a grid of cards draws many. */}
      <span
        role="img"
        aria-label={intl.formatMessage({ id: 'starRating.label' }, { rating: shown, max: STAR_RATING_MAX })}
        className={styles.stars}
        style={inlineVars({ [styles.fill]: `${(shown / STAR_RATING_MAX) * 100}%` })}
      />
      {reviewCount !== undefined ? (
        <span className={styles.count}>
          <span aria-hidden>({intl.formatNumber(reviewCount)})</span>
          <VisuallyHidden>
            {intl.formatMessage({ id: 'starRating.reviewCount' }, { count: reviewCount })}
          </VisuallyHidden>
        </span>
      ) : null}
    </span>
  );
};
