/**
 * The order's lines and money beside the checkout forms and on the thank-you page: a cart and a
 * placed order are mapped to one view, amounts in minor units.
 */
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { WireCart, WireCartLine } from '../../../api/cart';
import type { WireOrder } from '../../../api/checkout';
import { fromWireMoney } from '../../../api/money';
import { ResponsiveImage } from '../../../components';
import { splitGiftLine } from '../../../lib/cart/gifts';
import { shownVariantTitle } from '../../../lib/catalog/variants';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { giftLabelOf } from '../../cart/cartView';
import * as styles from './MainCheckout.css';

export interface SummaryLine {
  key: string;
  title: string;
  /** The variant's options ("Navy / M"); empty for single-variant products. */
  variant: string;
  quantity: number;
  image: string | null;
  /** After the line's discounts. */
  total: number;
  /** Before them, when a discount applies. */
  regularTotal: number | null;
}

export interface SummaryView {
  currency: string;
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  /** The discount codes in use. */
  codes: string[];
  /** Null until a shipping method is chosen. */
  shipping: number | null;
  total: number;
}

const regularIfDiscounted = (subtotal: string, total: string, currency: string) =>
  fromWireMoney(subtotal, currency) > fromWireMoney(total, currency)
    ? fromWireMoney(subtotal, currency)
    : null;

/** A cart line as summary lines: a gift line shows its paid and its gift units apart. */
function cartSummaryLines(line: WireCartLine, currency: string): SummaryLine[] {
  const { paid, gift } = splitGiftLine({
    quantity: line.quantity,
    giftCount: line.gift_count,
    unitPrice: fromWireMoney(line.price, currency),
    lineTotal: fromWireMoney(line.line_total, currency),
    giftTotal: fromWireMoney(line.gift_total, currency),
    gift: giftLabelOf(line),
  });
  const base = {
    title: line.product.title,
    variant: shownVariantTitle(line.attrs.map((attr) => attr.value).join(' / ')),
    image: line.feature_image?.url ?? null,
  };
  return [paid, gift].flatMap((part, index) =>
    part
      ? [
          {
            ...base,
            key: index === 0 || !paid ? line.key : `${line.key}:gift`,
            quantity: part.quantity,
            total: part.amount,
            regularTotal: part.regularAmount > part.amount ? part.regularAmount : null,
          },
        ]
      : [],
  );
}

/**
 * A cart as the summary shows it. `pickedShippingId`: the method picked on the shipping step but
 * not saved yet (the form's first method before the shopper picks one) — its price is on screen
 * beside the summary, so the summary counts it too.
 */
export function cartSummaryView(cart: WireCart, pickedShippingId?: number | null): SummaryView {
  const saved = cart.shipping.find((method) => method.id === cart.shipping_method_id);
  const picked = cart.shipping.find((method) => method.id === pickedShippingId) ?? saved;
  const savedCost = saved ? fromWireMoney(cart.shipping_total, cart.currency) : 0;
  const shipping =
    picked === saved ? (saved ? savedCost : null) : picked ? fromWireMoney(picked.cost, cart.currency) : null;
  return {
    currency: cart.currency,
    lines: cart.line_items.flatMap((line) => cartSummaryLines(line, cart.currency)),
    subtotal: fromWireMoney(cart.cart_subtotal, cart.currency),
    discount: fromWireMoney(cart.discount_cart, cart.currency),
    codes: cart.coupon_record.filter((record) => record.is_use).map((record) => record.code),
    shipping,
    total: fromWireMoney(cart.cart_total, cart.currency) - savedCost + (shipping ?? 0),
  };
}

/** A placed order as the summary shows it. */
export function orderSummaryView(order: WireOrder): SummaryView {
  return {
    currency: order.currency,
    lines: order.line_items.map((line) => ({
      key: line.key,
      title: line.title,
      variant: shownVariantTitle(line.variant_title),
      quantity: line.quantity,
      image: line.image_url,
      total: fromWireMoney(line.line_total, order.currency),
      regularTotal: regularIfDiscounted(line.line_subtotal, line.line_total, order.currency),
    })),
    subtotal: fromWireMoney(order.subtotal, order.currency),
    discount: fromWireMoney(order.discount_total, order.currency),
    codes: order.coupon_codes,
    shipping: fromWireMoney(order.shipping_total, order.currency),
    total: fromWireMoney(order.total, order.currency),
  };
}

/** The thumbnail box is a large control's height (about 3 rem); 2x screens take the next rung. */
const THUMBNAIL_SIZES = '6rem';

export interface OrderSummaryProps {
  view: SummaryView;
  /** Id for the heading (unique on the page: the summary is drawn twice, for phones and desktops). */
  headingId: string;
}

/** Lines with thumbnails and quantities, then subtotal, discount, shipping and total. */
export const OrderSummary = ({ view, headingId }: OrderSummaryProps) => {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, view.currency, intl.locale);
  return (
    <section aria-labelledby={headingId} className={styles.main}>
      <h2 id={headingId} className={styles.legend}>
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </h2>
      <ul className={styles.lines}>
        {view.lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.thumb}>
              <span className={styles.thumbFrame}>
                {line.image ? (
                  <ResponsiveImage src={line.image} alt="" fit="cover" sizes={THUMBNAIL_SIZES} />
                ) : null}
              </span>
              <span className={styles.quantityBadge} aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className={styles.lineText}>
              <span>{line.title}</span>
              {line.variant ? <span className={styles.recapTerm}>{line.variant}</span> : null}
              <VisuallyHidden>
                {intl.formatMessage({ id: 'checkout.summary.quantity' }, { quantity: line.quantity })}
              </VisuallyHidden>
            </span>
            <span className={styles.lineAmount}>
              {line.regularTotal !== null ? (
                <s className={styles.struck}>
                  <VisuallyHidden>
                    {intl.formatMessage({ id: 'checkout.summary.regularPrice' })}
                  </VisuallyHidden>
                  {money(line.regularTotal)}
                </s>
              ) : null}
              <span>
                {line.total === 0 ? intl.formatMessage({ id: 'checkout.summary.free' }) : money(line.total)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{intl.formatMessage({ id: 'checkout.summary.subtotal' })}</dt>
          <dd className={styles.totalValue}>{money(view.subtotal)}</dd>
        </div>
        {view.discount > 0 ? (
          <div className={styles.totalRow}>
            <dt>
              {intl.formatMessage(
                { id: 'checkout.summary.discount' },
                { codes: view.codes.join(', '), count: view.codes.length },
              )}
            </dt>
            <dd className={`${styles.totalValue} ${styles.discountValue}`}>
              {intl.formatMessage({ id: 'checkout.summary.discountValue' }, { amount: money(view.discount) })}
            </dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{intl.formatMessage({ id: 'checkout.summary.shipping' })}</dt>
          <dd className={styles.totalValue}>
            {view.shipping === null
              ? intl.formatMessage({ id: 'checkout.summary.shippingLater' })
              : view.shipping === 0
                ? intl.formatMessage({ id: 'checkout.summary.free' })
                : money(view.shipping)}
          </dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
          <dd className={styles.totalValue}>
            <span className={styles.currencyCode}>{view.currency}</span>
            {money(view.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
};
