import { useIntl } from '../../lib/i18n/intl';
import { tipMessage } from '../../lib/tips/tipMessage';
import type { Tip } from '../../lib/tips/types';
import { CheckIcon, GiftIcon, PercentIcon, TagIcon } from '../PopupCart/cartIcons';
import { moneyText } from '../Price/MoneyText';
import * as styles from './DiscountTips.css';

export interface DiscountTipsProps {
  /** The discount rule's name ("Bundle & save"); the header is left out when missing. */
  name?: string | null;
  /** The group's total discount in minor units; shown in the header when above 0. */
  discount?: number;
  /** The tips as data from the pricing engine, worded here. */
  tips: readonly Tip[];
  /** ISO 4217 code the amounts are in. */
  currency: string;
  /** Shows a "Choose gift" action on gift tips (opens the gift picker). */
  onChooseGift?: () => void;
}

const iconFor = (tip: Tip) => {
  if (tip.kind === 'saved' || tip.kind === 'top_tier_reached') return <CheckIcon />;
  if (tip.kind === 'gift_available') return <GiftIcon />;
  if (tip.discountType === 'buy_x_get_y_discount' || tip.discountType === 'buy_x_get_x_discount')
    return <GiftIcon />;
  return <TagIcon />;
};

/**
 * The header of a discount group in the cart (lines grouped by
 * discount group with tips): the rule's name, its saving, and each tip with an icon.
 */
export const DiscountTips = ({ name, discount = 0, tips, currency, onChooseGift }: DiscountTipsProps) => {
  const intl = useIntl();
  if (!name && tips.length === 0) return null;
  return (
    // The cart's amounts: converted by the currency selector only with the theme's cart_display.
    <div className={styles.root} data-cart-amounts="">
      {name ? (
        <p className={styles.header}>
          <span className={styles.name}>
            <PercentIcon />
            {name}
          </span>
          {discount > 0 ? (
            // Left to right in every language: a minus before an amount must not flip to its end.
            <span className={styles.saving} dir="ltr">
              {intl.formatMessage(
                { id: 'cart.group.discount' },
                { amount: moneyText(discount, currency, intl.locale) },
              )}
            </span>
          ) : null}
        </p>
      ) : null}
      {tips.length > 0 ? (
        <ul className={styles.list}>
          {tips.map((tip, index) => {
            const message = tipMessage(tip, {
              currency,
              locale: intl.locale,
              money: (minor) => moneyText(minor, currency, intl.locale),
            });
            const reached = tip.kind === 'saved' || tip.kind === 'top_tier_reached';
            return (
              <li key={`${tip.kind}-${index}`} className={styles.tip}>
                <span className={reached ? `${styles.tipIcon} ${styles.reached}` : styles.tipIcon}>
                  {iconFor(tip)}
                </span>
                <span>{intl.formatMessage({ id: message.id }, message.values)}</span>
                {tip.kind === 'gift_available' && onChooseGift ? (
                  <button type="button" className={styles.action} onClick={onChooseGift}>
                    {intl.formatMessage({ id: 'cart.group.chooseGift' })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
};
