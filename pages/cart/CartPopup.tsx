/**
 * The popup cart (dialog 760 wide) or drawer on the live cart: lines grouped with
 * their tips, quantity and remove, the coupon entry per theme setting, the note, the summary and
 * checkout (locked 5 s after a click). Loaded lazily by CartHost.
 */

import { useMemo, useState } from 'react';
import { PopupCart, type PopupCartVariant } from '../../components';
import { useThemeSettings } from '../layout/themeSettings';
import { CartGiftPicker } from './CartGiftPicker';
import { withCartMessages } from './cartMessages';
import { closeCart, useCartState } from './cartStore';
import { toCartView } from './cartView';
import { useCartMutation } from './useCartMutation';

const CartPopup = ({ variant }: { variant: PopupCartVariant }) => {
  const { cart, open, status } = useCartState();
  const { mutate, busy } = useCartMutation();
  const settings = useThemeSettings();
  // The store's answer as the view model, once per answer.
  const view = useMemo(() => (cart ? toCartView(cart) : null), [cart]);
  const lines = view?.lines ?? [];
  const groups = view?.groups ?? [];
  const [giftRule, setGiftRule] = useState<string | null>(null);
  const giftGroup = giftRule === null ? null : (groups.find((group) => group.id === giftRule) ?? null);
  const asResult = async (pending: ReturnType<typeof mutate>) => {
    const result = await pending;
    return result.ok ? ({ ok: true } as const) : ({ ok: false, message: result.message } as const);
  };
  return (
    <>
      <PopupCart
        open={open}
        onOpenChange={(next) => (next ? undefined : closeCart())}
        variant={variant}
        lines={lines}
        groups={groups}
        onChooseGift={(group) => setGiftRule(group.id)}
        totals={view?.totals ?? { subtotal: 0, discount: 0, total: 0, currency: 'USD' }}
        count={view?.count ?? 0}
        loading={!cart && status === 'loading'}
        busyLineKeys={busy ? lines.map((line) => line.key) : []}
        onQuantityChange={(key, quantity) => void mutate('update', { key, quantity })}
        onRemove={(key) => void mutate('remove', { key })}
        coupon={
          view
            ? {
                appliedCoupons: view.coupons.applied,
                oneDiscount: view.coupons.oneDiscount,
                notice: view.coupons.notice,
                onApply: (code) => asResult(mutate('coupon_apply', { code })),
                onRemove: (code) => asResult(mutate('coupon_remove', { code })),
              }
            : undefined
        }
        couponInput={settings?.couponInput}
        note={
          view && settings?.cartNote !== false
            ? { value: view.note, onSave: (note) => asResult(mutate('note', { note })) }
            : undefined
        }
        checkoutHref={
          view?.hash
            ? `/checkouts/${view.hash}?step=contact_information`
            : '/checkouts?step=contact_information'
        }
      />
      <CartGiftPicker
        group={giftGroup}
        currency={view?.currency ?? 'USD'}
        mutate={mutate}
        onClose={() => setGiftRule(null)}
      />
    </>
  );
};

export default withCartMessages(CartPopup);
