export { convertMoney, type ExchangeRates, toMinor } from './convert';
export { isCurrencyCode, type SelectorCurrency, selectorCurrencies } from './currencies';
export {
  type CurrencyFacts,
  currencyDecimals,
  currencyFacts,
  currencySymbol,
  formatMoney,
  formatMoneyDecimal,
  rememberCurrencyFacts,
} from './formatMoney';
export { currencyExponent, fromMinor, type Money } from './money';
export { fromWireMoney, toWireMoney } from './wire';
