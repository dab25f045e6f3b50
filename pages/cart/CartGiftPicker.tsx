/**
 * "Choose gift" on a buy-X-get-Y group (popup cart, drawer and cart page): the gift picker over
 * the gifts the rule offers. Adding one is the `gift_add` cart intent; the picker stays open
 * while the rule still has gifts to give and closes once they are all in the cart.
 */
import { useState } from 'react';
import { GiftPicker } from '../../components';
import type { CartDiscountGroupView, GiftProductView } from '../../lib/cart/types';
import type { CartActionResult } from './cartIntents';
import type { useCartMutation } from './useCartMutation';

type Mutate = ReturnType<typeof useCartMutation>['mutate'];

/** Whether a cart still offers gifts for the rule (a `gift_available` tip on its group). */
export const stillOffersGift = (result: CartActionResult, ruleId: string | null): boolean =>
  result.ok &&
  result.cart.discount_group.some(
    (group) => group.id === ruleId && group.tips.some((tip) => tip.kind === 'gift_available'),
  );

export interface CartGiftPickerProps {
  /** The group whose gifts are offered; null keeps the picker closed. */
  group: CartDiscountGroupView | null;
  currency: string;
  mutate: Mutate;
  onClose: () => void;
}

export function CartGiftPicker({ group, currency, mutate, onClose }: CartGiftPickerProps) {
  const [adding, setAdding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (gift: GiftProductView) => {
    setAdding(gift.id);
    setError(null);
    const result = await mutate('gift_add', { product_id: gift.id, variant_id: gift.variantId });
    setAdding(null);
    if (!result.ok) setError(result.message);
    else if (!stillOffersGift(result, group?.id ?? null)) onClose();
  };
  return (
    <GiftPicker
      open={group !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={group?.name ?? undefined}
      gifts={group?.gifts ?? []}
      currency={currency}
      addingId={adding}
      error={error ?? undefined}
      onAdd={(gift) => void add(gift)}
    />
  );
}
