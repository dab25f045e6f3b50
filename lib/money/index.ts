export { isCurrencyCode, type SelectorCurrency, selectorCurrencies } from './currencies';
export {
  currencyDecimals,
  currencySymbol,
  formatMoney,
  formatMoneyDecimal,
} from './formatMoney';
export { fromMinor, MINOR_UNITS_PER_MAJOR, roundMoney, toMinor } from './money';
