export { type TipMoneyFormat, tipMessage } from './tipMessage';
export type {
  AddAmountTip,
  AddQuantityTip,
  GiftAvailableTip,
  SavedTip,
  Tip,
  TipDiscountType,
  TipKind,
  TipMessageDescriptor,
  TipValueType,
  TopTierReachedTip,
} from './types';
