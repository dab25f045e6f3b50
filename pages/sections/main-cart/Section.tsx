import { useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import {
  Button,
  CartLineItem,
  CartNote,
  CartSummary,
  CheckoutButton,
  CouponForm,
  DiscountTips,
  Heading,
  InlineNotice,
  Stack,
  Text,
} from '../../../components';
import { viewsByLine } from '../../../lib/cart/gifts';
import { useIntl } from '../../../lib/i18n/intl';
import { CartGiftPicker } from '../../cart/CartGiftPicker';
import type { CartActionResult } from '../../cart/cartIntents';
import { withCartMessages } from '../../cart/cartMessages';
import { useReloadAfterCartChange } from '../../cart/revalidate';
import { useCartMutation } from '../../cart/useCartMutation';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { GiftForms } from './GiftForms';
import * as styles from './mainCart.css';
import type { schema } from './schema';

/** Where the cart's forms post (pages/cart/cartAction.server.ts). */
const CART_ACTION = '/cart';

/**
 * The cart page: lines grouped by discount with their tips, quantity and remove,
 * discount codes, the cart note, the summary and checkout. Every control is a plain form post
 * first (it works without JavaScript); with JavaScript the same intents are sent one at a time
 * (pages/cart/cartChange.ts) and the page's data reloads after each.
 */
const MainCartContent = ({ settings, page, themeSettings }: SectionProps<typeof schema>) => {
  const intl = useIntl();
  const { mutate, busy } = useCartMutation();
  useReloadAfterCartChange();
  const actionData = useActionData() as CartActionResult | undefined;
  const navigation = useNavigation();
  const [giftRule, setGiftRule] = useState<string | null>(null);
  if (page.kind !== 'cart') return null;
  const cart = page.cart;
  const failed = actionData && !actionData.ok ? actionData : null;

  if (!cart) {
    return (
      <SectionShell narrow labelledBy="cart-title">
        <Stack space="large" align="center">
          <Heading level="1" id="cart-title" align="center">
            {intl.formatMessage({ id: 'cart.title' })}
          </Heading>
          <Text align="center">{intl.formatMessage({ id: 'cart.empty' })}</Text>
          <Button href="/collections/all" variant="solid" tone="brandAccent">
            {intl.formatMessage({ id: 'cart.continueShopping' })}
          </Button>
        </Stack>
      </SectionShell>
    );
  }

  const { currency, groups } = cart;
  const byLine = viewsByLine(cart.lines);
  const grouped = new Set(groups.flatMap((group) => group.lineKeys));
  const ungrouped = [...byLine.keys()].filter((lineKey) => !grouped.has(lineKey));
  const lineBusy = busy || navigation.state === 'submitting';
  const noteEnabled = settings.showNote && themeSettings.cartNote;

  const renderLines = (lineKeys: readonly string[]) =>
    lineKeys
      .flatMap((lineKey) => byLine.get(lineKey) ?? [])
      .map((line) => {
        return (
          <li key={line.key}>
            <CartLineItem
              line={line}
              currency={currency}
              busy={lineBusy}
              formAction={CART_ACTION}
              onQuantityChange={(lineKey, quantity) => void mutate('update', { key: lineKey, quantity })}
              onRemove={(lineKey) => void mutate('remove', { key: lineKey })}
            />
          </li>
        );
      });

  return (
    <SectionShell labelledBy="cart-title">
      <Stack space="large">
        <Heading level="1" id="cart-title">
          {/* A lone lens half counts 0.5: the title rounds up, as the badge and popup do. */}
          {intl.formatMessage({ id: 'cart.titleWithCount' }, { count: Math.ceil(cart.count) })}
        </Heading>
        {failed && failed.intent !== 'coupon_apply' ? (
          <InlineNotice tone="error">{failed.message}</InlineNotice>
        ) : null}
        <div className={styles.layout[themeSettings.cartSummaryPosition]}>
          <div className={styles.lines}>
            {groups
              .filter((group) => group.lineKeys.some((key) => byLine.has(key)))
              .map((group) => (
                <section
                  key={group.id ?? 'none'}
                  className={styles.group}
                  aria-label={group.name ?? undefined}
                >
                  {settings.showTips && (group.tips.length > 0 || group.name) ? (
                    <DiscountTips
                      name={group.name}
                      discount={group.discount}
                      tips={group.tips}
                      currency={currency}
                      onChooseGift={() => setGiftRule(group.id)}
                    />
                  ) : null}
                  {group.gifts?.length ? <GiftForms gifts={group.gifts} action={CART_ACTION} /> : null}
                  <ul className={styles.lineList}>{renderLines(group.lineKeys)}</ul>
                </section>
              ))}
            {ungrouped.length > 0 ? <ul className={styles.lineList}>{renderLines(ungrouped)}</ul> : null}
          </div>
          <aside className={styles.summary} aria-label={intl.formatMessage({ id: 'cart.summary.label' })}>
            <Stack space="medium">
              {settings.showCoupon ? (
                <CouponForm
                  key={cart.coupons.applied.map((coupon) => coupon.code).join(',')}
                  formAction={CART_ACTION}
                  initialError={failed?.intent === 'coupon_apply' ? failed.message : undefined}
                  appliedCoupons={cart.coupons.applied}
                  oneDiscount={cart.coupons.oneDiscount}
                  notice={cart.coupons.notice}
                  onApply={async (code) => {
                    const result = await mutate('coupon_apply', { code });
                    return result.ok ? { ok: true } : { ok: false, message: result.message };
                  }}
                  onRemove={async (code) => {
                    const result = await mutate('coupon_remove', { code });
                    return result.ok ? { ok: true } : { ok: false, message: result.message };
                  }}
                />
              ) : null}
              <CartSummary
                totals={cart.totals}
                checkout={
                  <CheckoutButton
                    href={`/checkouts/${cart.hash}?step=contact_information`}
                    context="page"
                    fullWidth
                  />
                }
              />
              {noteEnabled ? (
                <form method="post" action={CART_ACTION} className={styles.noteForm}>
                  <input type="hidden" name="intent" value="note" />
                  <input type="hidden" name="return_to" value="/cart" />
                  <CartNote
                    value={cart.note}
                    onSave={async (note) => {
                      const result = await mutate('note', { note });
                      return result.ok ? { ok: true } : { ok: false, message: result.message };
                    }}
                  />
                  <noscript>
                    <Button type="submit" variant="soft" tone="neutral" size="small">
                      {intl.formatMessage({ id: 'cart.note.save' })}
                    </Button>
                  </noscript>
                </form>
              ) : null}
            </Stack>
          </aside>
        </div>
      </Stack>
      <CartGiftPicker
        group={giftRule === null ? null : (groups.find((group) => group.id === giftRule) ?? null)}
        currency={currency}
        mutate={mutate}
        onClose={() => setGiftRule(null)}
      />
    </SectionShell>
  );
};

export const MainCart = withCartMessages(MainCartContent);

export default MainCart;
