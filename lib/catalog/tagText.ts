import { formatMoney } from '../money/formatMoney';
import { discountPercentage } from './discount';

/** The placeholders a product tag's text may carry. */
export const tagPlaceholders = ['{SAVE_PERCENT}', '{SAVE_AMOUNT}', '{PRICE}', '{SKU}', '{STOCK}'] as const;

export interface TagTextValues {
  /** Price to pay, minor units. */
  price: number;
  /** Regular price, minor units; without it the saving placeholders are empty. */
  regularPrice?: number;
  currency: string;
  sku?: string;
  /** Units in stock; empty when stock is not managed. */
  stock?: number;
  /** BCP 47 locale for money formatting. @default 'en-US' */
  locale?: string;
}

/**
 * Fills a product tag's text as parts: the template's own text and the placeholders' fills, with
 * `{SAVE_AMOUNT}` and `{PRICE}` made by `money` (minor units in, text or an element out — the
 * badge passes `moneyText`, so the currency selector converts them). `{SAVE_PERCENT}` → `20%`,
 * `{SKU}`, `{STOCK}`. A saving that does not exist (no regular price, or not above the price)
 * fills as an empty string rather than a negative or zero discount.
 */
export const fillTagParts = <T>(
  template: string,
  values: Omit<TagTextValues, 'locale'>,
  money: (minor: number) => T,
): (string | T)[] => {
  const { price, regularPrice, sku, stock } = values;
  const percent = discountPercentage(price, regularPrice);
  const fill = (token: string): string | T => {
    if (token === '{SAVE_PERCENT}') return percent !== null && percent > 0 ? `${percent}%` : '';
    if (token === '{SAVE_AMOUNT}')
      return regularPrice !== undefined && regularPrice > price ? money(regularPrice - price) : '';
    if (token === '{PRICE}') return money(price);
    if (token === '{SKU}') return sku ?? '';
    return stock !== undefined && Number.isFinite(stock) ? String(stock) : '';
  };
  // split with a capturing group: the placeholders sit at the odd indexes.
  return template
    .split(/(\{(?:SAVE_PERCENT|SAVE_AMOUNT|PRICE|SKU|STOCK)\})/)
    .map((part, index) => (index % 2 ? fill(part) : part))
    .filter((part) => part !== '');
};

/** A product tag's text as one string (`Save {SAVE_AMOUNT}` → `Save $10.00`). */
export const fillTagText = (template: string, values: TagTextValues): string =>
  fillTagParts(template, values, (minor) =>
    formatMoney(minor, values.currency, values.locale ?? 'en-US'),
  ).join('');
