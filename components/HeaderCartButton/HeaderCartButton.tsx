import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { CART_BADGE_CAP, CartCountBadge } from '../CartCountBadge/CartCountBadge';
import { BagIcon } from '../PopupCart/cartIcons';
import * as styles from './HeaderCartButton.css';

export const headerCartIndicators = ['badge', 'dot'] as const;
export type HeaderCartIndicator = (typeof headerCartIndicators)[number];

export interface HeaderCartButtonProps {
  /**
   * Items in the cart (`cart_contents_count`; paired lenses may make it end in .5); null when
   * unknown (a page shared by every shopper, before the browser's stored count): named "Cart",
   * never "Cart, empty".
   */
  count: number | null;
  /**
   * How a non-empty cart shows: the count badge, or a dot. Nothing shows at 0.
   * @default 'badge'
   */
  indicator?: HeaderCartIndicator;
  /**
   * Wraps the capped badge in brackets, "(99+)" (theme setting `cartBadgeBrackets`).
   * @default false
   */
  bracketed?: boolean;
  /**
   * The cart page address; used when there is no `onOpen` (cart type `page`, or without JavaScript).
   * @default '/cart'
   */
  href?: string;
  /** Opens the popup or drawer cart instead of following the link (cart type popup). */
  onOpen?: () => void;
  /**
   * The shopper reaches for the button (pointer over it, focus on it): start loading what
   * opening it will show, so the cart appears with the click.
   */
  onIntent?: () => void;
}

/**
 * The header's cart control: a bag icon with the count badge or a dot, named "Cart, N items" for screen readers: a link to /cart, or a
 * button that opens the popup or drawer cart when `onOpen` is given.
 */
export const HeaderCartButton = ({
  count,
  indicator = 'badge',
  bracketed = false,
  href = '/cart',
  onOpen,
  onIntent,
}: HeaderCartButtonProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const items = Math.max(0, Math.ceil(count ?? 0));
  // The name carries what the badge shows ("99+"), so speech matches the visible text (WCAG 2.5.3).
  const label =
    count === null
      ? intl.formatMessage({ id: 'cart.button.unknown' })
      : intl.formatMessage(
          { id: 'cart.button.label' },
          { count: items, shown: items > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(items) },
        );
  const content = (
    <>
      <BagIcon />
      {items > 0 && indicator === 'dot' ? <span className={styles.dot} aria-hidden /> : null}
      {items > 0 && indicator === 'badge' ? (
        <span className={styles.badge} aria-hidden>
          <CartCountBadge count={count ?? 0} bracketed={bracketed} />
        </span>
      ) : null}
    </>
  );
  if (onOpen) {
    return (
      <button
        type="button"
        className={styles.root}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {content}
      </button>
    );
  }
  return (
    <a href={localize(href)} className={styles.root} aria-label={label}>
      {content}
    </a>
  );
};
