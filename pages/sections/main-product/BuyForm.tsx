import { useEffect, useId, useRef, useState } from 'react';
import { Button, InlineNotice, QuantityInput, Stack, Text } from '../../../components';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { QUANTITY_MIN } from '../../../lib/quantity';
import { CartActionForm } from '../../cart';
import type { SpecialAttribute } from '../shared/productModel';
import * as styles from './mainProduct.css';
import { useRememberedQuantity } from './quantityMemory';

/** A buy-now button stays busy this long unless the page is shown again first. */
export const BUY_NOW_LOCK_MS = 5000;

export interface BuyFormProps {
  productId: number;
  productTitle: string;
  /** The picked variant; null for a product without variants or a combination that does not exist. */
  variantId: number | null;
  /** The picked variant (or the product) can be bought. */
  buyable: boolean;
  /** The picks do not name a variant (the picker says why). */
  unavailable: boolean;
  /** Most units one add may carry (stock when tracked without backorders). */
  maxQuantity: number;
  showBuyNow: boolean;
  /** A lens half's prescription choice, posted as a line property. */
  special: SpecialAttribute | null;
}

/**
 * Quantity, add to cart and buy now in one cart form (pages/cart `CartActionForm`): a plain post
 * without JavaScript — Enter in the quantity field submits it through Add to cart, the form's
 * first button — and the theme's popup, drawer or cart page with it.
 */
export const BuyForm = ({
  productId,
  productTitle,
  variantId,
  buyable,
  unavailable,
  maxQuantity,
  showBuyNow,
  special,
}: BuyFormProps) => {
  const intl = useIntl();
  const specialId = useId();
  const [quantity, setQuantity] = useRememberedQuantity(productId, { min: QUANTITY_MIN, max: maxQuantity });
  const [buyingNow, setBuyingNow] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);

  // Buy now is busy from its submit (not its click: a blocked submit must not lock it).
  useEffect(() => {
    const form = anchorRef.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (event.submitter?.getAttribute('name') === 'buy_now') setBuyingNow(true);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  // Re-enabled after 5 s, or when the page is shown again (back from checkout, bfcache).
  useEffect(() => {
    if (!buyingNow) return;
    const release = () => setBuyingNow(false);
    const timer = window.setTimeout(release, BUY_NOW_LOCK_MS);
    window.addEventListener('pageshow', release);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pageshow', release);
    };
  }, [buyingNow]);

  return (
    <CartActionForm
      fields={{ product_id: productId, variant_id: variantId }}
      aria-label={intl.formatMessage({ id: 'product.buyForm' }, { title: productTitle })}
    >
      {({ busy, error }) => (
        <>
          <div ref={anchorRef} hidden />
          <Stack space="small">
            {special && buyable ? (
              <div>
                <label className={styles.fieldLabel} htmlFor={specialId}>
                  <Text weight="medium">{special.label}</Text>
                </label>
                <select
                  id={specialId}
                  className={styles.select}
                  name={`properties[${special.label}]`}
                  required={special.required}
                  defaultValue=""
                >
                  <option value="" disabled>
                    {intl.formatMessage({ id: 'product.special.choose' })}
                  </option>
                  {special.values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.buyRow}>
              <QuantityInput
                name="quantity"
                value={quantity}
                onChange={setQuantity}
                max={maxQuantity}
                disabled={!buyable}
              />
              {buyable ? (
                <Button type="submit" variant="solid" fullWidth loading={busy && !buyingNow}>
                  <FormattedMessage id="product.addToCart" />
                </Button>
              ) : (
                <Button type="submit" variant="solid" fullWidth disabled>
                  <FormattedMessage id={unavailable ? 'product.unavailable' : 'product.soldOut'} />
                </Button>
              )}
              {buyable && showBuyNow ? (
                <div className={styles.buyRowFull}>
                  <Button
                    type="submit"
                    name="buy_now"
                    value="1"
                    variant="soft"
                    tone="neutral"
                    fullWidth
                    loading={buyingNow}
                  >
                    <FormattedMessage id="product.buyNow" />
                  </Button>
                </div>
              ) : null}
            </div>
            {error ? (
              <InlineNotice tone="error" live="assertive">
                {error}
              </InlineNotice>
            ) : null}
          </Stack>
        </>
      )}
    </CartActionForm>
  );
};
