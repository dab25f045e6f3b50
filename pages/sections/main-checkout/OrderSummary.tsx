/**
 * The order's lines and money beside the checkout forms, on the thank-you page and on an
 * account's order: one view (model.ts `SummaryView`) for a cart and a placed order.
 */
import { ResponsiveImage, VisuallyHidden } from '../../../components';
import { moneyText } from '../../../components/Price/MoneyText';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import type { Money } from '../../../lib/money/money';
import * as styles from './MainCheckout.css';
import type { CheckoutCartView, SummaryView } from './model';

/**
 * A cart as the summary shows it. `pickedShippingId`: the method picked on the shipping step but
 * not saved yet (the form's first method before the shopper picks one) — its price is on screen
 * beside the summary, so the summary counts it too.
 */
export function cartSummaryView(cart: CheckoutCartView, pickedShippingId?: number | null): SummaryView {
  const saved = cart.shippingMethods.find((method) => method.id === cart.shippingMethodId);
  const picked = cart.shippingMethods.find((method) => method.id === pickedShippingId) ?? saved;
  const savedCost = saved ? cart.shippingTotal.amount : 0;
  const shipping: Money | null =
    picked === saved ? (saved ? cart.shippingTotal : null) : picked ? picked.cost : null;
  return {
    currency: cart.currency,
    lines: cart.lines,
    subtotal: cart.subtotal,
    discount: cart.discount,
    codes: cart.codes,
    shipping,
    total: { amount: cart.total.amount - savedCost + (shipping?.amount ?? 0), currency: cart.currency },
  };
}

/** The thumbnail box is a large control's height (about 3 rem); 2x screens take the next rung. */
const THUMBNAIL_SIZES = '6rem';

export interface OrderSummaryProps {
  view: SummaryView;
  /** Id for the heading (unique on the page: the summary is drawn twice, for phones and desktops). */
  headingId: string;
  /**
   * Under the total, while the shopper browses in another currency (`<html data-pricetype>`):
   * `charged` says the order is charged in the store currency; `estimate` (the theme's
   * `check_display`) adds the total in the shopper's currency, converted like any price. The
   * amounts themselves always stay in the store currency. None on orders already placed.
   */
  currencyNote?: 'charged' | 'estimate';
}

/** Lines with thumbnails and quantities, then subtotal, discount, shipping and total. */
export const OrderSummary = ({ view, headingId, currencyNote }: OrderSummaryProps) => {
  const intl = useIntl();
  const money = (value: Money) => formatMoney(value.amount, value.currency, intl.locale);
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
                {line.total.amount === 0
                  ? intl.formatMessage({ id: 'checkout.summary.free' })
                  : money(line.total)}
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
        {view.discount.amount > 0 ? (
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
              : view.shipping.amount === 0
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
      {currencyNote ? (
        <p className={styles.currencyNote} data-checkout-currency={currencyNote}>
          {currencyNote === 'estimate'
            ? intl.formatMessage(
                { id: 'checkout.summary.currencyEstimate' },
                {
                  amount: moneyText(view.total.amount, view.total.currency, intl.locale),
                  currency: view.currency,
                },
              )
            : intl.formatMessage({ id: 'checkout.summary.chargedIn' }, { currency: view.currency })}
        </p>
      ) : null}
    </section>
  );
};
