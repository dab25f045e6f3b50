/**
 * The card's option picker dialog (spec §4 popup buy button; under 768 px in themes with
 * `mobileOptionPickerPopup`): pick the options, then add through the same cart form the product
 * page uses. Loaded lazily by productCard.tsx, so listings without a popup never pay for it.
 */
import { useMemo, useState } from 'react';
import type { WireProduct } from '../../../api/catalog';
import { fromWireMoney } from '../../../api/money';
import {
  Button,
  Dialog,
  InlineNotice,
  Price,
  QuantityInput,
  ResponsiveImage,
  Stack,
  VariantPicker,
} from '../../../components';
import { initialSelection, type SelectionStatus, selectionStatus } from '../../../lib/catalog/variants';
import { useIntl } from '../../../lib/i18n/intl';
import { CartActionForm } from '../../cart';
import { STORE_CURRENCY } from './index';
import * as styles from './productCard.css';
import type { CardSettings } from './productCardProps';
import { productOptions, productVariants, toVariantPalettes } from './productWire';

export interface OptionPickerDialogProps {
  product: WireProduct;
  settings: CardSettings;
  /** `added` after a successful add (the cart takes over), `dismissed` on Esc, close or backdrop. */
  onClose: (reason: 'dismissed' | 'added') => void;
}

export const OptionPickerDialog = ({ product, settings, onClose }: OptionPickerDialogProps) => {
  const intl = useIntl();
  const variants = useMemo(() => productVariants(product), [product]);
  const options = useMemo(() => productOptions(product), [product]);
  const [status, setStatus] = useState<SelectionStatus>(() =>
    selectionStatus(options, variants, initialSelection(options, variants)),
  );
  const picked = status.status === 'available' ? status.variant : null;
  // A product without variants is bought as itself.
  const buyable = variants.length === 0 ? product.buy_able : picked !== null;
  const shown = status.variant;
  const price = shown?.price ?? fromWireMoney(product.price, STORE_CURRENCY);
  const regularPrice = shown?.regularPrice ?? fromWireMoney(product.regular_price, STORE_CURRENCY);
  const image = shown?.imageSrc ?? product.feature_image?.url;

  return (
    <Dialog
      open
      title={product.title}
      width="small"
      onOpenChange={(open) => {
        if (!open) onClose('dismissed');
      }}
    >
      <CartActionForm fields={{ product_id: product.ID }} onAdded={() => onClose('added')}>
        {({ busy, error }) => (
          <Stack space="large">
            <div className={styles.pickerSummary}>
              <div className={styles.pickerImage}>
                {image ? (
                  <ResponsiveImage
                    src={image}
                    alt=""
                    width={product.feature_image?.width ?? undefined}
                    height={product.feature_image?.height ?? undefined}
                    sizes="96px"
                    fit="cover"
                  />
                ) : null}
              </div>
              <Price
                amount={price}
                regularAmount={regularPrice > price ? regularPrice : undefined}
                currency={STORE_CURRENCY}
              />
            </div>
            {options.length > 0 ? (
              <VariantPicker
                options={options}
                variants={variants}
                palettes={toVariantPalettes(product)}
                bubbleStyle={settings.bubbleStyle}
                onVariantChange={(_, next) => setStatus(next)}
              />
            ) : null}
            {picked ? <input type="hidden" name="variant_id" value={picked.id} /> : null}
            <QuantityInput
              name="quantity"
              defaultValue={1}
              label={intl.formatMessage({ id: 'optionPicker.quantity' }, { title: product.title })}
            />
            {error ? (
              <InlineNotice tone="error" live="assertive">
                {error}
              </InlineNotice>
            ) : null}
            <Stack space="small">
              <Button type="submit" fullWidth loading={busy} disabled={!buyable}>
                {buyable
                  ? intl.formatMessage({ id: 'productCard.addToCart' })
                  : intl.formatMessage({ id: 'productCard.soldOut' })}
              </Button>
              <Button href={product.path} variant="transparent" tone="neutral" fullWidth>
                {intl.formatMessage({ id: 'optionPicker.viewDetails' })}
              </Button>
            </Stack>
          </Stack>
        )}
      </CartActionForm>
    </Dialog>
  );
};
