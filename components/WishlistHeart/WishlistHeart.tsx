import { HeartIcon } from '../private/productCardIcons';
import * as styles from './WishlistHeart.css';

export interface WishlistHeartProps {
  productId: string;
  /** Whether the product is on the customer's list (`aria-pressed`). */
  pressed: boolean;
  /** The button's accessible name ("Save to wishlist"). */
  label: string;
  /** The id of the element that names the product (the card's title). */
  describedBy?: string;
  /**
   * The id of the `WishlistHeartForm` this heart submits (works without JavaScript). Without it
   * the heart is a plain button.
   */
  form?: string;
  /**
   * `overlay` sits over a card image's corner; `inline` is a bordered button in a row.
   * @default 'overlay'
   */
  placement?: 'overlay' | 'inline';
  /** Called on press. */
  onToggle?: (productId: string) => void;
}

/**
 * The wishlist heart: a toggle button (`aria-pressed`) whose heart fills when pressed. It carries
 * `data-wishlist-product`, so a page can set every heart's state after hydration; with `form` it
 * submits that form (a heart may sit inside another form, such as a card's add-to-cart form,
 * and forms cannot nest).
 */
export const WishlistHeart = ({
  productId,
  pressed,
  label,
  describedBy,
  form,
  placement = 'overlay',
  onToggle,
}: WishlistHeartProps) => {
  const button = (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      className={styles.button}
      data-placement={placement}
      aria-pressed={pressed}
      aria-label={label}
      aria-describedby={describedBy}
      data-wishlist-product={productId}
      onClick={onToggle ? () => onToggle(productId) : undefined}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
  return placement === 'overlay' ? <span className={styles.overlay}>{button}</span> : button;
};

export interface WishlistHeartFormProps {
  /** The id the heart names in its `form`. */
  id: string;
  /** Where it posts: saves `product_id` (and `variant_id`) and comes back. */
  action: string;
  productId: string;
  variantId?: string | null;
  /**
   * Saves the variant in the page's address (`?variant=`) at the moment of the press instead,
   * when the page handles the submit (a product page whose picker changes the address).
   * @default false
   */
  variantFromAddress?: boolean;
}

/**
 * The form a `WishlistHeart` submits, hidden and placed outside any other form. It is marked
 * `data-wishlist-form`: a page with JavaScript handles its submit itself.
 */
export const WishlistHeartForm = ({
  id,
  action,
  productId,
  variantId,
  variantFromAddress = false,
}: WishlistHeartFormProps) => (
  <form
    id={id}
    method="post"
    action={action}
    hidden
    data-wishlist-form=""
    data-wishlist-variant-from-address={variantFromAddress || undefined}
  >
    <input type="hidden" name="_form" value="wishlistAdd" />
    <input type="hidden" name="product_id" value={productId} />
    {variantId ? <input type="hidden" name="variant_id" value={variantId} /> : null}
  </form>
);
