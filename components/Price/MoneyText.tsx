import { formatMoney } from '../../lib/money/formatMoney';

/**
 * An amount of money as text, marked for the currency selector: `data-money` (the amount in the
 * currency's minor units) and `data-currency`. The server writes it in the store currency, so a
 * page's HTML is the same for every shopper; in the browser, once a shopper has chosen another
 * currency, the converter (pages/currency/converter.ts) writes the converted amount in
 * `data-shown`, which the global stylesheet shows in place of the original text
 * (tokens/global.css.ts). Only an attribute changes: React's text, which it compares while
 * hydrating, stays as rendered.
 *
 * A function rather than a component (no hook of its own): it is on every price of every page.
 */
export const moneyText = (amount: number, currency: string, locale: string) => (
  <span data-money={amount} data-currency={currency}>
    <span>{formatMoney(amount, currency, locale)}</span>
  </span>
);
