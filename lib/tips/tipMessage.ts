import { formatMoney } from '../money/formatMoney';
import type { Tip, TipMessageDescriptor, TipValueType } from './types';

/** How tip amounts are written: the cart's currency in the shopper's locale. */
export interface TipMoneyFormat<M = string> {
  currency: string;
  /** @default 'en-US' */
  locale?: string;
  /** Makes an amount (minor units) into what the message shows. @default formatted text */
  money?: (minor: number) => M;
}

/**
 * The reward part shared by most tips: `valueType` selects "N% off",
 * "$5.00 off" or "free" inside the ICU message, so translators see whole sentences.
 */
const rewardValues = <M>(valueType: TipValueType, value: number, money: (minor: number) => M) => ({
  valueType,
  percent: valueType === 'percentage' ? value : 0,
  amountOff: valueType === 'flat' ? money(value) : '',
});

const isGiftRule = (tip: Tip) =>
  tip.discountType === 'buy_x_get_y_discount' || tip.discountType === 'buy_x_get_x_discount';

/**
 * Words a tip (bulk amount/count × flat/percentage, step any/top with
 * asc/desc, top tier, saved value, gifts). Returns a descriptor, not a string,
 * so the component formats it with the active language pack; step ordinals use
 * ICU `selectordinal`, written in English only.
 */
export const tipMessage = <M = string>(
  tip: Tip,
  { currency, locale = 'en-US', money: make }: TipMoneyFormat<M>,
): TipMessageDescriptor<M> => {
  const money = make ?? ((minor: number) => formatMoney(minor, currency, locale) as M);
  switch (tip.kind) {
    case 'add_quantity': {
      const reward = rewardValues(tip.valueType, tip.value, money);
      if (tip.discountType === 'step_discount' && tip.nth !== undefined) {
        // What the engine does next: `any` discounts the nth unit of every cycle, counted in price
        // order (desc from the highest price, so with "every 2nd" the cheaper of each pair); `top`
        // gives the discount to the first units of that order (desc: the dearest).
        const period = tip.period ?? tip.nth;
        return {
          id: tip.discountMethod === 'top' ? 'tips.addQuantityStepTop' : 'tips.addQuantityStep',
          values: {
            ...reward,
            quantity: tip.quantity,
            nth: tip.nth,
            period,
            cycle: period > tip.nth ? 'longer' : 'same',
            order: tip.discountOrder ?? 'none',
          },
        };
      }
      if (isGiftRule(tip)) {
        return {
          id: 'tips.addQuantityGift',
          values: { ...reward, quantity: tip.quantity, gifts: tip.giftQuantity ?? 1 },
        };
      }
      return { id: 'tips.addQuantity', values: { ...reward, quantity: tip.quantity } };
    }
    case 'add_amount': {
      const reward = rewardValues(tip.valueType, tip.value, money);
      const amount = money(tip.amount);
      if (tip.discountType === 'shipping_discount') {
        return { id: 'tips.addAmountShipping', values: { ...reward, amount } };
      }
      if (isGiftRule(tip)) {
        return { id: 'tips.addAmountGift', values: { ...reward, amount, gifts: tip.giftQuantity ?? 1 } };
      }
      return { id: 'tips.addAmount', values: { ...reward, amount } };
    }
    case 'top_tier_reached':
      return { id: 'tips.topTier', values: rewardValues(tip.valueType, tip.value, money) };
    case 'saved':
      return { id: 'tips.saved', values: { amount: money(tip.amount) } };
    case 'gift_available': {
      // The gift is not in the cart yet: say what to add (the rule's gift set), never point at a
      // picker that may not be there.
      const names = tip.giftNames ?? [];
      return {
        id: 'tips.giftAvailable',
        values: {
          ...rewardValues(tip.valueType, tip.value, money),
          gifts: tip.quantity,
          targetType:
            names.length === 0 ? 'none' : tip.giftTargetType === 'category' ? 'category' : 'product',
          target: new Intl.ListFormat(locale, { type: 'disjunction' }).format(names),
        },
      };
    }
  }
};
