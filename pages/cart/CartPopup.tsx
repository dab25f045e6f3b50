/**
 * The popup cart (dialog 760 wide) or drawer on the live cart: lines grouped with
 * their tips, quantity and remove, the coupon entry per theme setting, the note, the summary and
 * checkout (locked 5 s after a click). Loaded lazily by CartHost.
 */

import { useState } from 'react';
import { PopupCart, type PopupCartVariant } from '../../components';
import { useThemeSettings } from '../layout/themeSettings';
import { CartGiftPicker } from './CartGiftPicker';
import { withCartMessages } from './cartMessages';
import { closeCart, useCartState } from './cartStore';
import {
  appliedCoupons,
  couponNotice,
  oneDiscount,
  toGroupViews,
  toLineViewsOf,
  toTotalsView,
} from './cartView';
import { useCartMutation } from './useCartMutation';

const CartPopup = ({ variant }: { variant: PopupCartVariant }) => {
  const { cart, open, status } = useCartState();
  const { mutate, busy } = useCartMutation();
  const settings = useThemeSettings();
  const lines = cart ? toLineViewsOf(cart) : [];
  const groups = cart ? toGroupViews(cart) : [];
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
        totals={cart ? toTotalsView(cart) : { subtotal: 0, discount: 0, total: 0, currency: 'USD' }}
        count={cart?.cart_contents_count ?? 0}
        loading={!cart && status === 'loading'}
        busyLineKeys={busy ? lines.map((line) => line.key) : []}
        onQuantityChange={(key, quantity) => void mutate('update', { key, quantity })}
        onRemove={(key) => void mutate('remove', { key })}
        coupon={
          cart
            ? {
                appliedCoupons: appliedCoupons(cart),
                oneDiscount: oneDiscount(cart),
                notice: couponNotice(cart),
                onApply: (code) => asResult(mutate('coupon_apply', { code })),
                onRemove: (code) => asResult(mutate('coupon_remove', { code })),
              }
            : undefined
        }
        couponInput={settings?.couponInput}
        note={
          cart && settings?.cartNote !== false
            ? { value: cart.cart_note, onSave: (note) => asResult(mutate('note', { note })) }
            : undefined
        }
        checkoutHref={
          cart?.hash
            ? `/checkouts/${cart.hash}?step=contact_information`
            : '/checkouts?step=contact_information'
        }
      />
      <CartGiftPicker
        group={giftGroup}
        currency={cart?.currency ?? 'USD'}
        mutate={mutate}
        onClose={() => setGiftRule(null)}
      />
    </>
  );
};

export default withCartMessages(CartPopup);
