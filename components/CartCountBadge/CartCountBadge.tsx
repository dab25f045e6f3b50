import { useIntl } from '../../lib/i18n/intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CartCountBadge.css';
import { CART_BADGE_CAP, cartCountText } from './cartCountText';

export { CART_BADGE_CAP, cartCountText } from './cartCountText';

export interface CartCountBadgeProps {
  /** Items in the cart (`cart_contents_count`). Nothing renders at 0 or below. */
  count: number;
  /**
   * Wraps the capped count in brackets: `(99+)`. A theme setting (venue), passed down by the header.
   * @default false
   */
  bracketed?: boolean;
}

/**
 * The cart item count on the header cart button: hidden at 0,
 * the count up to 99, then "99+". Screen readers hear the full count.
 */
export const CartCountBadge = ({ count, bracketed = false }: CartCountBadgeProps) => {
  const intl = useIntl();
  const text = cartCountText(count, bracketed);
  if (text === null) return null;
  const isWide = Math.ceil(count) > CART_BADGE_CAP;
  return (
    <span className={isWide ? `${styles.root} ${styles.wide}` : styles.root} data-wide={isWide || undefined}>
      <span aria-hidden>{text}</span>
      <VisuallyHidden>
        {intl.formatMessage({ id: 'cart.badge.label' }, { count: Math.ceil(count) })}
      </VisuallyHidden>
    </span>
  );
};
