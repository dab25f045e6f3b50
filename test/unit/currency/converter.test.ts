// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The converter in a page: server HTML with MoneyText elements in the store currency (USD), the
 * shopper's choice in local storage, rates from a stubbed /api/store/exchanges.
 */
const rates = { base: 'USD', rates_base: 'USD', rates: { USD: 1, EUR: 0.92, JPY: 151.37 } };

const money = (amount: number, text: string) =>
  `<span data-money="${amount}" data-currency="USD"><span>${text}</span></span>`;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function freshModules() {
  vi.resetModules();
  const pricetype = await import('../../../pages/currency/pricetype');
  return pricetype;
}

const settings = {
  show_selector: true,
  currency_selector_type: 'global' as const,
  check_display: false,
  cart_display: true,
  defaullt_currency: 'DEFAULT',
  defaullt_currencyList: [],
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'de-DE';
  delete document.documentElement.dataset.pricetype;
  document.body.innerHTML = `
    <p id="card">${money(1999, '$19.99')}</p>
    <div data-cart-amounts=""><p id="line">${money(1000, '$10.00')}</p></div>
    <div data-money-fixed=""><p id="charged">${money(500, '$5.00')}</p></div>`;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(rates), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(async () => {
  (await import('../../../pages/currency/converter')).stopConverter();
  vi.unstubAllGlobals();
});

const shown = (id: string) =>
  document.querySelector(`#${id} [data-money]`)?.getAttribute('data-shown') ?? null;

describe('the currency converter', () => {
  it('loads nothing for a shopper who has not chosen a currency', async () => {
    const { startCurrency } = await freshModules();
    startCurrency(settings);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(shown('card')).toBeNull();
  });

  it('shows every price in the chosen currency, formatted for it, and marks the page', async () => {
    localStorage.setItem('pricetype', 'EUR');
    const { startCurrency } = await freshModules();
    const { choosePricetype } = await import('../../../pages/currency/converter');
    startCurrency(settings);
    await vi.waitFor(() => expect(shown('card')).toBe('18,39\u00a0€'));
    expect(shown('line')).toBe('9,20\u00a0€');
    // Amounts that checkout charges stay in the store currency.
    expect(shown('charged')).toBeNull();
    expect(document.documentElement.dataset.pricetype).toBe('EUR');

    await choosePricetype('JPY', settings);
    expect(localStorage.getItem('pricetype')).toBe('JPY');
    expect(shown('card')).toBe('¥3,026');

    // Content added later (a client navigation, the cart popup) and amounts React changes.
    const later = document.createElement('p');
    later.id = 'later';
    later.innerHTML = money(100, '$1.00');
    document.body.append(later);
    await vi.waitFor(() => expect(shown('later')).toBe('¥151'));
    document.querySelector('#card [data-money]')!.setAttribute('data-money', '2999');
    await vi.waitFor(() => expect(shown('card')).toBe('¥4,540'));

    // Back to the store currency: the original text shows again.
    await choosePricetype('USD', settings);
    expect(shown('card')).toBeNull();
    expect(document.documentElement.dataset.pricetype).toBeUndefined();
  });

  it('keeps the store currency for a currency without a rate', async () => {
    localStorage.setItem('pricetype', 'CHF');
    const { startCurrency } = await freshModules();
    startCurrency(settings);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await flush();
    expect(shown('card')).toBeNull();
    expect(document.documentElement.dataset.pricetype).toBeUndefined();
  });

  it('leaves the cart in the store currency when cart_display is off', async () => {
    localStorage.setItem('pricetype', 'EUR');
    const { startCurrency } = await freshModules();
    startCurrency({ ...settings, cart_display: false });
    await vi.waitFor(() => expect(shown('card')).toBe('18,39\u00a0€'));
    expect(shown('line')).toBeNull();
  });

  it('converts to the theme’s default currency before any choice, and not at all with the selector off', async () => {
    const first = await freshModules();
    await first.startCurrency({ ...settings, defaullt_currency: 'EUR' });
    expect(shown('card')).toBe('18,39\u00a0€');
    (await import('../../../pages/currency/converter')).stopConverter();

    localStorage.setItem('pricetype', 'EUR');
    const second = await freshModules();
    vi.mocked(fetch).mockClear();
    second.startCurrency({ ...settings, show_selector: false });
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
