import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import { viewsByLine } from '../../lib/cart/gifts';
import type { CartDiscountGroupView, CartLineView, CartTotalsView } from '../../lib/cart/types';
import { useIntl } from '../../lib/i18n/intl';
import { Button } from '../Button/Button';
import { CartLineItem } from '../CartLineItem/CartLineItem';
import { CartNote, type CartNoteProps } from '../CartNote/CartNote';
import { CartSummary } from '../CartSummary/CartSummary';
import { CheckoutButton } from '../CheckoutButton/CheckoutButton';
import { CouponForm, type CouponFormProps } from '../CouponForm/CouponForm';
import { Dialog } from '../Dialog/Dialog';
import { DiscountTips } from '../DiscountTips/DiscountTips';
import { Drawer } from '../Drawer/Drawer';
import { BagIcon } from './cartIcons';
import * as styles from './PopupCart.css';

export const popupCartVariants = ['dialog', 'drawer'] as const;
export type PopupCartVariant = (typeof popupCartVariants)[number];

/** Where the coupon entry shows (theme setting `couponInput`). */
export interface CouponInputVisibility {
  mobile: boolean;
  desktop: boolean;
}

export interface PopupCartProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Called with `false` on Esc, the close button and a backdrop click. */
  onOpenChange?: (open: boolean) => void;
  /**
   * A dialog 760 wide, or a drawer from the right (theme setting `cartType: drawer`).
   * @default 'dialog'
   */
  variant?: PopupCartVariant;
  /** The cart's lines (view models: camelCase, minor units). */
  lines: readonly CartLineView[];
  /**
   * The discount groups; each shows its tips above its lines. Lines in no group show last.
   * @default one group of all lines, without tips
   */
  groups?: readonly CartDiscountGroupView[];
  /** Subtotal, discount, total and currency. */
  totals: CartTotalsView;
  /** The item count in the title (`cart_contents_count`). */
  count: number;
  /**
   * Shows skeleton lines while the cart loads.
   * @default false
   */
  loading?: boolean;
  /**
   * Keys of lines with a change in flight (they dim and lock).
   * @default []
   */
  busyLineKeys?: readonly string[];
  onQuantityChange?: (key: string, quantity: number) => void;
  onRemove?: (key: string) => void;
  /** Opens the gift picker for a group's gift tip ("Choose gift"). */
  onChooseGift?: (group: CartDiscountGroupView) => void;
  /** The coupon form's props; without them there is no coupon entry. */
  coupon?: Omit<CouponFormProps, 'collapsible'>;
  /**
   * Where the coupon entry shows (cart_show_input_coupon / pc_cart_show_input_coupon).
   * @default { mobile: true, desktop: true }
   */
  couponInput?: CouponInputVisibility;
  /** The cart note's props; without them there is no note (theme setting `cartNote`). */
  note?: CartNoteProps;
  /** Recommended products under the lines (e.g. a row of ProductCards). */
  recommendations?: ReactNode;
  /**
   * The checkout address.
   * @default '/checkouts?step=contact_information'
   */
  checkoutHref?: string;
  /** Runs checkout tracking before the browser goes to checkout. */
  onCheckout?: () => void;
  /**
   * The empty cart's continue-shopping link.
   * @default '/collections/all'
   */
  continueShoppingHref?: string;
}

const SkeletonLine = () => (
  <div className={styles.skeletonLine} aria-hidden>
    <div className={`${styles.skeletonBlock} ${styles.skeletonThumb}`} />
    <div className={styles.skeletonText}>
      <div className={`${styles.skeletonBlock} ${styles.skeletonBar} ${styles.skeletonLong}`} />
      <div className={`${styles.skeletonBlock} ${styles.skeletonBar} ${styles.skeletonShort}`} />
    </div>
  </div>
);

/** Orders lines under their groups; lines no group names end up in a last, plain group. */
const groupLines = (lines: readonly CartLineView[], groups: readonly CartDiscountGroupView[] | undefined) => {
  const byLine = viewsByLine(lines);
  const placed = new Set<string>();
  const result: { group: CartDiscountGroupView | null; lines: CartLineView[] }[] = [];
  for (const group of groups ?? []) {
    const members = group.lineKeys.flatMap((key) => {
      const views = byLine.get(key);
      if (!views || placed.has(key)) return [];
      placed.add(key);
      return views;
    });
    if (members.length > 0) result.push({ group, lines: members });
  }
  const rest = lines.filter((line) => !placed.has(line.lineKey ?? line.key));
  if (rest.length > 0) result.push({ group: null, lines: rest });
  return result;
};

/**
 * The popup cart: a 760-wide dialog or a right-hand drawer whose
 * body (at most 712 px) holds the lines grouped by discount with their tips,
 * a collapsible coupon entry, an optional note and recommendations; the
 * footer holds the totals and the checkout button. An empty cart shows a
 * continue-shopping link instead.
 */
export const PopupCart = ({
  open,
  onOpenChange,
  variant = 'dialog',
  lines,
  groups,
  totals,
  count,
  loading = false,
  busyLineKeys = [],
  onQuantityChange,
  onRemove,
  onChooseGift,
  coupon,
  couponInput = { mobile: true, desktop: true },
  note,
  recommendations,
  checkoutHref = '/checkouts?step=contact_information',
  onCheckout,
  continueShoppingHref = '/collections/all',
}: PopupCartProps) => {
  const intl = useIntl();
  const recommendationsId = useId();
  const isEmpty = !loading && lines.length === 0;
  const title = isEmpty
    ? intl.formatMessage({ id: 'cart.title' })
    : intl.formatMessage({ id: 'cart.titleWithCount' }, { count: Math.ceil(count) });

  const couponClass = [
    !couponInput.mobile && styles.hideOnMobile,
    !couponInput.desktop && styles.hideOnDesktop,
  ]
    .filter(Boolean)
    .join(' ');

  const body = loading ? (
    <div className={styles.body} aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'common.loading' })}</VisuallyHidden>
      <SkeletonLine />
      <SkeletonLine />
      <SkeletonLine />
    </div>
  ) : isEmpty ? (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <BagIcon />
      </span>
      <p className={styles.emptyText}>{intl.formatMessage({ id: 'cart.empty' })}</p>
      <Button href={continueShoppingHref} variant="solid">
        {intl.formatMessage({ id: 'cart.continueShopping' })}
      </Button>
    </div>
  ) : (
    <div className={styles.body}>
      {groupLines(lines, groups).map(({ group, lines: members }) => (
        <section
          key={group?.id ?? 'ungrouped'}
          className={styles.group}
          aria-label={group?.name ?? undefined}
        >
          {group ? (
            <DiscountTips
              name={group.name}
              discount={group.discount}
              tips={group.tips}
              currency={totals.currency}
              onChooseGift={onChooseGift ? () => onChooseGift(group) : undefined}
            />
          ) : null}
          <ul className={styles.lines}>
            {members.map((line) => (
              <li key={line.key}>
                <CartLineItem
                  line={line}
                  currency={totals.currency}
                  busy={busyLineKeys.includes(line.key)}
                  onQuantityChange={onQuantityChange}
                  onRemove={onRemove}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {coupon && (couponInput.mobile || couponInput.desktop) ? (
        <div className={[styles.section, couponClass].filter(Boolean).join(' ')}>
          <CouponForm {...coupon} collapsible />
        </div>
      ) : null}
      {note ? (
        <div className={styles.section}>
          <CartNote {...note} />
        </div>
      ) : null}
      {recommendations ? (
        <section className={styles.section} aria-labelledby={recommendationsId}>
          <h3 id={recommendationsId} className={styles.recommendationsTitle}>
            {intl.formatMessage({ id: 'cart.recommendations' })}
          </h3>
          {recommendations}
        </section>
      ) : null}
    </div>
  );

  const footer =
    isEmpty || loading ? undefined : (
      <CartSummary
        totals={totals}
        checkout={<CheckoutButton href={checkoutHref} context="popup" onCheckout={onCheckout} />}
      />
    );

  const scrolling = (
    // Focusable so keyboard users can scroll the capped body (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
    <section className={styles.scroller} tabIndex={0} aria-label={title}>
      {body}
    </section>
  );

  return variant === 'drawer' ? (
    <Drawer title={title} side="right" width="wide" open={open} onOpenChange={onOpenChange} footer={footer}>
      {scrolling}
    </Drawer>
  ) : (
    <Dialog title={title} width="cart" open={open} onOpenChange={onOpenChange} footer={footer}>
      {scrolling}
    </Dialog>
  );
};
