import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectorCurrencies } from '../../../lib/money/currencies';
import { currencySymbol, rememberCurrencyFacts } from '../../../lib/money/formatMoney';
import { offeredCurrencies } from '../../../pages/currency/offered';

const settings = (list: string[]) => ({ defaullt_currencyList: list });

describe('offeredCurrencies', () => {
  it("offers the theme's list in its order, with the store's currency first when the list lacks it", () => {
    expect(offeredCurrencies(settings(['EUR', 'GBP']), 'USD')).toEqual(['USD', 'EUR', 'GBP']);
    expect(offeredCurrencies(settings(['EUR', 'USD']), 'USD')).toEqual(['EUR', 'USD']);
  });

  it("offers the store's selector list when the theme names none", () => {
    expect(offeredCurrencies(settings([]), 'USD')).toEqual(selectorCurrencies);
    expect(offeredCurrencies(settings([]), 'CHF')).toEqual(['CHF', ...selectorCurrencies]);
  });
});

describe('currency facts handed over by the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('give the selector its symbols without building a number format in the browser', () => {
    rememberCurrencyFacts('NZD', 'fi-FI', { exponent: 2, symbol: 'NZ$' });
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(currencySymbol('NZD', 'fi-FI')).toBe('NZ$');
    expect(built).not.toHaveBeenCalled();
  });
});
