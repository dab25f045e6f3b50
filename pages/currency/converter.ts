/**
 * The price converter (loaded on demand by ./pricetype.ts). Every amount on a page is a
 * `moneyText` element (components/Price/MoneyText.tsx) carrying its amount in minor units and its
 * currency; the server always renders the store currency, so pages stay one cacheable HTML for
 * every shopper. This module writes each element's amount in the shopper's currency into its
 * `data-shown` attribute, which the global stylesheet shows instead of the original text — in
 * hydrated sections and static ones alike, and in content added later (a MutationObserver).
 *
 * Elements inside `[data-money-fixed]` keep the store currency, and so do the cart's
 * (`[data-cart-amounts]`: lines and summary, on the page, in the popup or drawer) when the theme's
 * `cart_display` is off. A currency without a rate
 * keeps every price in the store currency. While a converted currency shows, `<html>` carries
 * `data-pricetype`, which shows the notes that checkout charges in the store currency.
 */
import { convertMoney, type ExchangeRates } from '../../lib/money/convert';
import { formatMoney } from '../../lib/money/formatMoney';
import type { CurrencySettings } from '../../themes/settings';

/** The local-storage key of the chosen currency (an ISO 4217 code); ./pricetype.ts reads it too. */
export const PRICETYPE_KEY = 'pricetype';
/** Sent on `window` when the choice changes in this tab. */
export const PRICETYPE_EVENT = 'vitrine:pricetype';

export const readPricetype = (): string | null => {
  try {
    return localStorage.getItem(PRICETYPE_KEY);
  } catch {
    // Storage blocked (a privacy mode): prices stay in the store currency.
    return null;
  }
};

/** What the converter needs to know about the theme. */
interface CurrencyStart {
  /** The theme's `defaullt_currency`, or null for `DEFAULT` (none). */
  defaultCurrency: string | null;
  /** The theme's `cart_display`: the cart's amounts convert too. */
  cartDisplay: boolean;
}

const currencyStart = (settings: CurrencySettings): CurrencyStart => ({
  defaultCurrency: settings.defaullt_currency === 'DEFAULT' ? null : settings.defaullt_currency,
  cartDisplay: settings.cart_display,
});

let exchange: ExchangeRates | null = null;
let target: string | null = null;
/** Containers whose amounts stay in the store currency. */
let fixed = '[data-money-fixed]';

const parseRates = (body: unknown): ExchangeRates | null => {
  if (!body || typeof body !== 'object') return null;
  const { rates, rates_base: base } = body as { rates?: unknown; rates_base?: unknown };
  if (typeof base !== 'string' || !rates || typeof rates !== 'object') return null;
  return { base, rates: rates as Record<string, number> };
};

async function loadRates(): Promise<ExchangeRates | null> {
  try {
    const response = await fetch('/api/store/exchanges', { headers: { accept: 'application/json' } });
    return response.ok ? parseRates(await response.json()) : null;
  } catch {
    // Offline or the store is down: prices stay in the store currency.
    return null;
  }
}

/** Writes (or clears) one element's converted amount. */
function show(element: Element): void {
  const { money, currency } = (element as HTMLElement).dataset;
  const amount = Number(money);
  const converted =
    target && exchange && currency && Number.isInteger(amount) && !element.closest(fixed)
      ? convertMoney({ amount, currency }, target, exchange)
      : null;
  if (!converted || converted.currency === currency?.toUpperCase()) {
    element.removeAttribute('data-shown');
    return;
  }
  const text = formatMoney(converted.amount, converted.currency, document.documentElement.lang || 'en-US');
  if (element.getAttribute('data-shown') !== text) element.setAttribute('data-shown', text);
}

function showWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.hasAttribute('data-money')) show(node);
  for (const element of node.querySelectorAll('[data-money]')) show(element);
}

/**
 * The shopper's currency: chosen, else the theme's default; null when it is the store's own (the
 * rates' base: the store serves its rates against its currency) or has no rate.
 */
function chosenCurrency(start: CurrencyStart): string | null {
  const code = readPricetype() ?? start.defaultCurrency;
  return code && exchange && code !== exchange.base && code in exchange.rates ? code : null;
}

function apply(start: CurrencyStart): void {
  target = chosenCurrency(start);
  const root = document.documentElement;
  if (target) root.dataset.pricetype = target;
  else delete root.dataset.pricetype;
  showWithin(document.body);
}

let stop: (() => void) | undefined;
let started: Promise<void> | undefined;

/** Stops following the page (tests start a converter per page). */
export const stopConverter = () => {
  stop?.();
  started = undefined;
};

/** Starts the converter once per page; later calls wait for the first. */
export const startConverter = (settings: CurrencySettings): Promise<void> => {
  started ??= follow(currencyStart(settings));
  return started;
};

/** Keeps `code` as the shopper's currency and shows every price in it. */
export async function choosePricetype(code: string, settings: CurrencySettings): Promise<void> {
  try {
    localStorage.setItem(PRICETYPE_KEY, code);
  } catch {
    // Not kept across pages, but this page still converts.
  }
  await startConverter(settings);
  window.dispatchEvent(new CustomEvent(PRICETYPE_EVENT, { detail: code }));
}

async function follow(start: CurrencyStart): Promise<void> {
  if (!start.cartDisplay) fixed = '[data-money-fixed], [data-cart-amounts]';
  exchange = await loadRates();
  apply(start);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') show(record.target as Element);
      else for (const node of record.addedNodes) showWithin(node);
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-money', 'data-currency'],
  });
  const onChoice = () => apply(start);
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRICETYPE_KEY) apply(start);
  };
  window.addEventListener(PRICETYPE_EVENT, onChoice);
  window.addEventListener('storage', onStorage);
  stop = () => {
    observer.disconnect();
    window.removeEventListener(PRICETYPE_EVENT, onChoice);
    window.removeEventListener('storage', onStorage);
  };
}
