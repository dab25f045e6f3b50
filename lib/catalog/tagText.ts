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
 * Fills a product tag's text: `{SAVE_PERCENT}` → `20%`,
 * `{SAVE_AMOUNT}` → `$10.00`, `{PRICE}` → `$39.00`, `{SKU}`, `{STOCK}`.
 * A saving that does not exist (no regular price, or not above the price)
 * fills as an empty string rather than a negative or zero discount.
 */
export const fillTagText = (template: string, values: TagTextValues): string => {
  const { price, regularPrice, currency, sku, stock, locale = 'en-US' } = values;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const percent = discountPercentage(price, regularPrice);
  const saving = regularPrice !== undefined && regularPrice > price ? regularPrice - price : null;
  const fills: Record<(typeof tagPlaceholders)[number], string> = {
    '{SAVE_PERCENT}': percent !== null && percent > 0 ? `${percent}%` : '',
    '{SAVE_AMOUNT}': saving !== null ? money(saving) : '',
    '{PRICE}': money(price),
    '{SKU}': sku ?? '',
    '{STOCK}': stock !== undefined && Number.isFinite(stock) ? String(stock) : '',
  };
  return template.replace(
    /\{(?:SAVE_PERCENT|SAVE_AMOUNT|PRICE|SKU|STOCK)\}/g,
    (token) => fills[token as keyof typeof fills],
  );
};
