export {
  CART_LINE_QUANTITY_MIN,
  clampQuantity,
  INVALID_NUMBER_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  type QuantityBounds,
  type QuantityOutcome,
  type QuantityResult,
  resolveQuantity,
  stepQuantity,
  stripNonNumeric,
} from './quantityRules';
